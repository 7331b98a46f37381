/**
 * @module
 * The CLI's secure random words, from the kernel's generator (`/dev/urandom`) where there is one, else Web Crypto.
 * Both are cryptographically secure; the difference is start-up: Web Crypto's `getRandomValues` makes Node load its
 * Web Crypto modules (webcrypto, webidl, keys, hash: about 5 ms of CPU on Node 22, where `node -e 0` is about 38 ms,
 * issue 38), while `fs`, which reads the device, is loaded by every command already. Only the seed a command draws
 * comes from here (`roll`, `resolve`): the dice then come from that seed, as the seed's replay needs.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { type RandomSource, secureSource } from '@verdict/dice';

type CryptoLike = Parameters<typeof secureSource>[0];

/** Fills an array with the kernel's random bytes; false where the device cannot be read (Windows, a jail). */
function readKernelRandom(array: ArrayBufferView): boolean {
  let fd: number;
  try {
    fd = openSync('/dev/urandom', 'r');
  } catch {
    return false;
  }
  try {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    let read = 0;
    while (read < bytes.length) {
      const got = readSync(fd, bytes, read, bytes.length - read, null);
      if (got <= 0) return false;
      read += got;
    }
    return true;
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

const kernelCrypto: CryptoLike = {
  getRandomValues(array) {
    if (!readKernelRandom(array))
      globalThis.crypto.getRandomValues(
        new Uint8Array(array.buffer as ArrayBuffer, array.byteOffset, array.byteLength),
      );
    return array;
  },
};

/**
 * A secure random source for the seeds the CLI draws.
 *
 * @example
 * createSeed(kernelRandom()); // '3f9a0c2e7b1d4a56'
 */
export function kernelRandom(): RandomSource {
  return secureSource(kernelCrypto);
}
