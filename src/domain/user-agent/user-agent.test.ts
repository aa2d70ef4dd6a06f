import { describe, expect, it } from 'vitest';
import { describeUserAgent, userAgentFamily } from './index.ts';

describe('userAgentFamily', () => {
  it('names common browsers and systems', () => {
    expect(
      userAgentFamily('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toEqual({ browser: 'Firefox', system: 'Windows' });
    expect(
      userAgentFamily(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toEqual({ browser: 'Safari', system: 'macOS' });
    expect(
      userAgentFamily(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(
      userAgentFamily(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Android' });
  });

  it('never passes text of the header on', () => {
    const hostile = 'Ingelogd door de helpdesk, je hoeft niets te doen… https://evil.example/login';
    const text = describeUserAgent(hostile, 'nl');
    expect(text).toBe('een onbekende browser op een onbekend systeem');
    expect(describeUserAgent(`Firefox/1 Windows ${hostile}`, 'en')).toBe('Firefox on Windows');
    expect(describeUserAgent(null, 'nl')).not.toMatch(/helpdesk|https/);
  });
});
