/** The device record: the fields the device panel shows (docs/behaviour.md#customer-service). */
export interface DeviceInfo {
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
  device: string;
  deviceType: 'mobile' | 'tablet' | 'desktop';
  language: string;
  timeZone: string;
  screenResolution: string;
  ipAddress: string;
  connectionType: string;
  cpuCores: string;
  memory: string;
}

export interface DeviceSource {
  userAgent: string;
  language: string;
  hardwareConcurrency?: number;
  deviceMemory?: number;
  connectionType?: string;
  screenWidth: number;
  screenHeight: number;
  timeZone: string;
}

/** The browser gives no IP address without a server; the panel shows a documentation-range sample. */
export const SAMPLE_IP_ADDRESS = '203.0.113.42';

/** The last octet is never shown (docs/behaviour.md#customer-service). */
export function maskIpAddress(ip: string): string {
  const parts = ip.split('.');
  return parts.length === 4 ? [...parts.slice(0, 3), 'xxx'].join('.') : 'Unknown';
}

function match(userAgent: string, pattern: RegExp): string | null {
  return pattern.exec(userAgent)?.[1] ?? null;
}

function browserOf(ua: string): [string, string] {
  const edge = match(ua, /Edg\/([\d.]+)/);
  if (edge) return ['Edge', edge];
  const firefox = match(ua, /Firefox\/([\d.]+)/);
  if (firefox) return ['Firefox', firefox];
  const chrome = match(ua, /Chrom(?:e|ium)\/([\d.]+)/);
  if (chrome) return ['Chrome', chrome];
  const safari = match(ua, /Version\/([\d.]+).*Safari/);
  if (safari) return ['Safari', safari];
  return ['Unknown', ''];
}

function osOf(ua: string): [string, string] {
  const android = match(ua, /Android ([\d.]+)/);
  if (android) return ['Android', android];
  const ios = match(ua, /OS ([\d_]+) like Mac OS X/);
  if (ios) return ['iOS', ios.replaceAll('_', '.')];
  const windows = match(ua, /Windows NT ([\d.]+)/);
  if (windows) return ['Windows', windows];
  const mac = match(ua, /Mac OS X ([\d_.]+)/);
  if (mac) return ['macOS', mac.replaceAll('_', '.')];
  if (/Linux/.test(ua)) return ['Linux', ''];
  return ['Unknown', ''];
}

export function describeDevice(source: DeviceSource): DeviceInfo {
  const [browser, browserVersion] = browserOf(source.userAgent);
  const [os, osVersion] = osOf(source.userAgent);
  const deviceType = /iPad|Tablet/.test(source.userAgent)
    ? 'tablet'
    : /Mobi|Android|iPhone/.test(source.userAgent)
      ? 'mobile'
      : 'desktop';
  return {
    browser,
    browserVersion,
    os,
    osVersion,
    device: deviceType === 'desktop' ? 'Desktop computer' : deviceType === 'tablet' ? 'Tablet' : 'Mobile phone',
    deviceType,
    language: source.language || 'Unknown',
    timeZone: source.timeZone || 'Unknown',
    screenResolution: `${source.screenWidth} x ${source.screenHeight}`,
    ipAddress: maskIpAddress(SAMPLE_IP_ADDRESS),
    connectionType: source.connectionType ?? 'Unknown',
    cpuCores: source.hardwareConcurrency ? String(source.hardwareConcurrency) : 'Unknown',
    memory: source.deviceMemory ? `${source.deviceMemory} GB` : 'Unknown',
  };
}

/** Reads the running browser (kept apart so stories and tests pass their own source). */
export function browserDeviceSource(): DeviceSource {
  const nav = navigator as Navigator & { deviceMemory?: number; connection?: { effectiveType?: string } };
  return {
    userAgent: nav.userAgent,
    language: nav.language,
    hardwareConcurrency: nav.hardwareConcurrency,
    deviceMemory: nav.deviceMemory,
    connectionType: nav.connection?.effectiveType,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** What the Battery Status API reports; null where the browser does not offer it. */
export interface BatteryReading {
  /** 0 to 1. */
  level: number;
  charging: boolean;
}

/** The sources the panel reads after start-up; each is a function so stories pass fixed answers. */
export interface DeviceProbes {
  /** The device model from user-agent client hints, or null where they do not tell it. */
  model(): Promise<string | null>;
  battery(): Promise<BatteryReading | null>;
}

/** '85% (charging)', or 'Unknown' only where the browser gives no battery reading. */
export function batteryLabel(battery: BatteryReading | null): string {
  if (!battery) return 'Unknown';
  const percent = `${Math.round(Math.min(1, Math.max(0, battery.level)) * 100)}%`;
  return battery.charging ? `${percent} (charging)` : percent;
}

type ProbedNavigator = Navigator & {
  userAgentData?: { getHighEntropyValues(hints: string[]): Promise<{ model?: string }> };
  getBattery?: () => Promise<BatteryReading>;
};

/** The running browser's answers: Chromium has both APIs, Firefox and Safari neither. */
export const browserDeviceProbes: DeviceProbes = {
  async model() {
    const data = (navigator as ProbedNavigator).userAgentData;
    if (!data) return null;
    try {
      const { model } = await data.getHighEntropyValues(['model']);
      return model?.trim() || null;
    } catch {
      return null;
    }
  },
  async battery() {
    const getBattery = (navigator as ProbedNavigator).getBattery;
    if (!getBattery) return null;
    try {
      const battery = await getBattery.call(navigator);
      return { level: battery.level, charging: battery.charging };
    } catch {
      return null;
    }
  },
};
