/**
 * What the Storybook UI runner (scripts/storybook-ui.mjs) makes of one story: the events the
 * preview sent on its channel while the story rendered and played, the uncaught errors the page
 * saw, and what the story showed at the end. Kept apart from the browser so it can be unit-tested.
 */

/** Storybook's own event names (storybook/internal/core-events), as the preview emits them. */
export const STORY_EVENTS = {
  finished: 'storyFinished',
  playThrew: 'playFunctionThrewException',
  unhandledWhilePlaying: 'unhandledErrorsWhilePlaying',
  threwException: 'storyThrewException',
  errored: 'storyErrored',
  missing: 'storyMissing',
  phaseChanged: 'storyRenderPhaseChanged',
  docsRendered: 'docsRendered',
};

/** The events that end a story's run: after one of these the preview has nothing more to say. */
export const ENDING_EVENTS = new Set<string>([STORY_EVENTS.finished, STORY_EVENTS.missing]);

interface StoryEvent {
  name: string;
  payload: unknown;
}

interface Report {
  type: string;
  status: string;
  result?: { violations?: { id: string }[] };
}

export interface StoryUiRun {
  storyId: string;
  /**
   * The stories whose events count (default: `storyId`): a docs page judges the stories it shows.
   * Storybook reports the abort of every render it tears down, and a render of the entry the
   * runner has just left can report it after the next entry has begun.
   */
  judged?: string[];
  events: StoryEvent[];
  pageErrors: string[];
  timedOut: boolean;
}

export interface StoryUiVerdict {
  storyId: string;
  passed: boolean;
  problems: string[];
}

const messageOf = (payload: unknown): string => {
  if (Array.isArray(payload)) return payload.map(messageOf).join('; ');
  if (payload && typeof payload === 'object') {
    const { message, title, description, name } = payload as Record<string, unknown>;
    return String(message ?? title ?? description ?? name ?? JSON.stringify(payload)).split('\n')[0] ?? '';
  }
  return String(payload);
};

export function storyUiVerdict({
  storyId,
  judged = [storyId],
  events,
  pageErrors,
  timedOut,
}: StoryUiRun): StoryUiVerdict {
  const problems: string[] = [];
  for (const { name, payload: raw } of events) {
    const payload = raw as { storyId?: unknown; status?: string; reporters?: Report[]; newPhase?: string } | undefined;
    if (typeof payload?.storyId === 'string' && !judged.includes(payload.storyId)) continue;
    if (name === STORY_EVENTS.playThrew) problems.push(`play function threw: ${messageOf(raw)}`);
    else if (name === STORY_EVENTS.unhandledWhilePlaying) problems.push(`uncaught while playing: ${messageOf(raw)}`);
    else if (name === STORY_EVENTS.threwException) problems.push(`story threw: ${messageOf(raw)}`);
    else if (name === STORY_EVENTS.errored) problems.push(`story errored: ${messageOf(raw)}`);
    else if (name === STORY_EVENTS.missing) problems.push('story missing from the index');
    else if (name === STORY_EVENTS.finished && payload?.status === 'error') {
      const failedReports = (payload.reporters ?? []).filter((report) => report.status === 'failed');
      for (const report of failedReports) problems.push(`${report.type} report failed${reportDetail(report)}`);
      if (failedReports.length === 0 && problems.length === 0) problems.push('finished with status "error"');
    } else if (name === STORY_EVENTS.phaseChanged && payload?.newPhase === 'aborted') {
      problems.push(judged.length > 1 ? `render aborted (${String(payload.storyId)})` : 'render aborted');
    }
  }
  for (const error of pageErrors) problems.push(`uncaught error: ${error.split('\n').slice(0, 4).join(' / ')}`);
  if (timedOut && !events.some(({ name }) => ENDING_EVENTS.has(name))) problems.push('never finished (timed out)');
  return { storyId, passed: problems.length === 0, problems: [...new Set(problems)] };
}

function reportDetail(report: Report): string {
  const violations = report.result?.violations;
  if (!Array.isArray(violations) || violations.length === 0) return '';
  return `: ${violations.map((violation) => violation.id).join(', ')}`;
}

/** The closing line. */
export function storyUiSummary(verdicts: StoryUiVerdict[]): string {
  const failed = verdicts.filter((verdict) => !verdict.passed).length;
  return `Storybook UI: ${verdicts.length - failed} passed, ${failed} failed`;
}
