import { describe, expect, it } from 'vitest';
import { changeKey, pendingChanges, planAcceptance } from './visualReviewList.mjs';

const change = (shot: string) => ({ shot, baseline: `stories/__screenshots__/${shot}-chromium-linux.png` });
const recorded = [change('ui-logo-default'), change('pages-cartpage-desktop'), change('ui-badge-new')];

describe('pendingChanges', () => {
  it('lists every change once, in shot order', () => {
    expect(pendingChanges([...recorded, change('ui-logo-default')]).map(({ shot }) => shot)).toEqual([
      'pages-cartpage-desktop',
      'ui-badge-new',
      'ui-logo-default',
    ]);
  });

  it('leaves accepted changes out', () => {
    expect(pendingChanges(recorded, ['ui-badge-new']).map(({ shot }) => shot)).toEqual([
      'pages-cartpage-desktop',
      'ui-logo-default',
    ]);
  });
});

describe('planAcceptance', () => {
  it('accepts the named changes and keeps the others listed', () => {
    const plan = planAcceptance(recorded, ['ui-logo-default']);
    expect(plan.accept.map(({ shot }) => shot)).toEqual(['ui-logo-default']);
    expect(plan.remaining.map(({ shot }) => shot)).toEqual(['pages-cartpage-desktop', 'ui-badge-new']);
    expect(plan.unknown).toEqual([]);
  });

  it('accepts everything with --all, leaving an empty list', () => {
    const plan = planAcceptance(recorded, ['--all']);
    expect(plan.accept).toHaveLength(3);
    expect(plan.remaining).toEqual([]);
  });

  it('reports names that match no recorded change and accepts nothing for them', () => {
    const plan = planAcceptance(recorded, ['ui-logo-default', 'ui-nothing-here']);
    expect(plan.unknown).toEqual(['ui-nothing-here']);
    expect(plan.accept.map(({ shot }) => shot)).toEqual(['ui-logo-default']);
  });

  it('does not list a change again once accepted', () => {
    const first = planAcceptance(recorded, ['ui-badge-new']);
    const second = planAcceptance(first.remaining, ['ui-badge-new']);
    expect(second.accept).toEqual([]);
    expect(second.unknown).toEqual(['ui-badge-new']);
    expect(second.remaining.map(({ shot }) => shot)).toEqual(['pages-cartpage-desktop', 'ui-logo-default']);
  });
});

describe('changes in several engines', () => {
  const inEngine = (shot: string, engine: string) => ({ ...change(shot), engine });
  const changes = [
    inEngine('pages-cartpage-desktop', 'webkit'),
    change('pages-cartpage-desktop'),
    inEngine('pages-cartpage-desktop', 'firefox'),
    inEngine('ui-logo-default', 'firefox'),
  ];

  it('lists each engine of a story apart, the story then the engine in order', () => {
    expect(pendingChanges(changes).map(changeKey)).toEqual([
      'pages-cartpage-desktop',
      'pages-cartpage-desktop-firefox',
      'pages-cartpage-desktop-webkit',
      'ui-logo-default-firefox',
    ]);
  });

  it('accepts a story in every engine by its shot, one engine by its key or --engine', () => {
    expect(planAcceptance(changes, ['pages-cartpage-desktop']).accept).toHaveLength(3);
    expect(planAcceptance(changes, ['pages-cartpage-desktop-webkit']).accept.map(changeKey)).toEqual([
      'pages-cartpage-desktop-webkit',
    ]);
    const firefox = planAcceptance(changes, ['--all'], 'firefox');
    expect(firefox.accept.map(changeKey)).toEqual(['pages-cartpage-desktop-firefox', 'ui-logo-default-firefox']);
    expect(firefox.remaining.map(changeKey)).toEqual(['pages-cartpage-desktop', 'pages-cartpage-desktop-webkit']);
    expect(planAcceptance(changes, ['ui-logo-default'], 'webkit').unknown).toEqual(['ui-logo-default']);
  });
});
