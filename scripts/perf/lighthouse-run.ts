// One Lighthouse run in its own Debian Chromium: every run starts a new browser with a new
// temporary profile (chrome-launcher's default), so no cache, service worker or storage carries
// over from one run to the next. Lighthouse's default config is the mobile preset with simulated
// throttling, which is what the numbers use.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type RunSample, sampleFrom } from './summary';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function runLighthouse(url: string): Promise<RunSample> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return sampleFrom(result.lhr);
  } finally {
    chrome.kill();
  }
}
