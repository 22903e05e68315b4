// A small User-Agent reader: the browser's name and the operating system, enough for a person to
// recognise their own device in the session list. Order matters: Edge and Opera also say Chrome,
// Chrome also says Safari, and every iPhone browser says Mac OS X.
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bHeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: Array<[RegExp, string]>, ua: string) => table.find(([re]) => re.test(ua))?.[1] ?? 'Other';

export function parseUserAgent(ua: string): { browser: string; os: string } {
  return { browser: first(browsers, ua), os: first(systems, ua) };
}
