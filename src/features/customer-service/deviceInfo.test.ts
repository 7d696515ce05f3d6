import { describe, expect, it } from 'vitest';
import { batteryLabel, describeDevice, maskIpAddress } from './deviceInfo';

describe('device info', () => {
  it('writes the battery as a percentage, saying when it charges', () => {
    expect(batteryLabel({ level: 0.854, charging: false })).toBe('85%');
    expect(batteryLabel({ level: 1, charging: true })).toBe('100% (charging)');
    expect(batteryLabel({ level: 1.2, charging: false })).toBe('100%');
  });

  it("says 'Unknown' only when the browser gives no battery reading", () => {
    expect(batteryLabel(null)).toBe('Unknown');
    expect(batteryLabel({ level: 0, charging: false })).toBe('0%');
  });

  it('never shows the last octet of an address', () => {
    expect(maskIpAddress('203.0.113.42')).toBe('203.0.113.xxx');
    expect(maskIpAddress('not an address')).toBe('Unknown');
  });

  it('reads browser, system and device kind from the user agent', () => {
    const device = describeDevice({
      userAgent:
        'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      language: 'nl-NL',
      screenWidth: 412,
      screenHeight: 915,
      timeZone: 'Europe/Amsterdam',
    });
    expect([device.browser, device.os, device.osVersion, device.deviceType]).toEqual([
      'Chrome',
      'Android',
      '15',
      'mobile',
    ]);
    expect(device.memory).toBe('Unknown');
  });
});
