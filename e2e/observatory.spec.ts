import { expect, test } from './journeyTest';
import { startNginx, type RunningNginx } from './nginxServer';
import { scanWithObservatory, whyObservatoryCannotRun } from './observatoryScan';

// Mozilla's HTTP Observatory against the repository's nginx configuration, served over TLS on
// 127.0.0.1 ports 80 and 443 with a throw-away certificate.
test('the served site scores A+ on the HTTP Observatory, with no test failed', async () => {
  test.setTimeout(240_000);
  const reason = await whyObservatoryCannotRun();
  if (reason) console.warn(`Observatory journey skipped: ${reason}.`);
  test.skip(reason !== null, reason ?? '');

  let nginx: RunningNginx | undefined;
  try {
    nginx = await startNginx(443, 80, 'localhost');
    const result = scanWithObservatory('localhost', nginx.certificatePath);
    const failed = Object.entries(result.tests)
      .filter(([, outcome]) => !outcome.pass)
      .map(([name, outcome]) => `${name}: ${outcome.result}`);
    expect(failed, 'Observatory tests that failed').toEqual([]);
    expect(result.scan.testsFailed).toBe(0);
    expect(result.scan.grade).toBe('A+');
  } finally {
    nginx?.stop();
  }
});
