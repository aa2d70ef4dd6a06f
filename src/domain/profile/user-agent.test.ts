import { expect, it } from 'vitest';
import { describeUserAgent } from './user-agent.ts';

it('names browser and system from a User-Agent', () => {
  expect(
    describeUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
    ),
  ).toBe('Edge op Windows');
  expect(
    describeUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari op iOS');
  expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
    'Firefox op Linux',
  );
  expect(describeUserAgent('curl/8.0')).toBe('Onbekende browser');
  expect(describeUserAgent(null)).toBe('Onbekende browser');
});

it('says it in English when asked', () => {
  expect(
    describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'en'),
  ).toBe('Firefox on Linux');
  expect(describeUserAgent('curl/8.0 (Windows)', 'en')).toBe('Unknown browser on Windows');
  expect(describeUserAgent(null, 'en')).toBe('Unknown browser');
});
