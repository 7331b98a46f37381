// Issue 37, item 4: a room's share link (and its QR code) is one the phones at the table can open.
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, shareBase } from './share-base.js';

const LAN = 'http://192.168.1.20:8787';

describe('the base of a share link', () => {
  it('is PUBLIC_URL first, whatever the page was opened at', () => {
    expect(
      shareBase({ publicUrl: 'https://verdict.example', origin: 'http://127.0.0.1:8787', lan: LAN }),
    ).toBe('https://verdict.example');
  });

  it('is the LAN address when the page was opened at a loopback address and the server listens broadly', () => {
    for (const origin of ['http://127.0.0.1:8787', 'http://localhost:8787', 'http://[::1]:8787']) {
      expect(shareBase({ origin, lan: LAN }), origin).toBe(LAN);
    }
  });

  it('is the address the page was opened at otherwise', () => {
    expect(shareBase({ origin: 'http://192.168.1.33:8787', lan: LAN })).toBe('http://192.168.1.33:8787');
    expect(shareBase({ origin: 'http://127.0.0.1:8787' })).toBe('http://127.0.0.1:8787');
  });

  it('tells loopback hosts from the others', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['192.168.1.20', 'verdict.example', '0.0.0.0'].some(isLoopbackHost)).toBe(false);
  });
});
