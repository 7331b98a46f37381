import type { Plugin } from 'vite';
import { iconPixels, iconSvg } from './icons.js';
import { encodePng } from './png.js';

/** The page's light background (index.html's theme-color), used while the installed app starts. */
const BACKGROUND = '#f7f5f0';

/** Every icon the build writes, and how the manifest lists it. */
const ICONS = [
  { src: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { src: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { src: 'icons/icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { src: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/**
 * The web app manifest (`manifest.webmanifest`) and its icons, so phones offer to install the app: PNG icons
 * at 192 and 512 px (plain and maskable) drawn by `icons.ts`, an SVG icon, a 180 px `apple-touch-icon`, and
 * the `<link>`s in index.html. Paths are relative, like the rest of the build (`base: './'`), so the app
 * installs from `/` or from any folder it is served under. Emitted before the service worker's list is made,
 * so they are precached too.
 */
export function webManifest(): Plugin {
  return {
    name: 'verdict-web-manifest',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: './manifest.webmanifest' }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: './icons/apple-touch-icon.png' },
        injectTo: 'head',
      },
    ],
    generateBundle() {
      for (const icon of ICONS) {
        this.emitFile({
          type: 'asset',
          fileName: icon.src,
          source: encodePng(icon.size, icon.size, iconPixels(icon.size, icon.purpose)),
        });
      }
      // iOS draws its own rounded corners on a full square.
      this.emitFile({
        type: 'asset',
        fileName: 'icons/apple-touch-icon.png',
        source: encodePng(180, 180, iconPixels(180, 'maskable')),
      });
      this.emitFile({ type: 'asset', fileName: 'icons/icon.svg', source: iconSvg() });
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(manifest(), null, 2)}\n`,
      });
    },
  };
}

/** The manifest's content (paths relative to the manifest itself). */
export function manifest() {
  return {
    id: './',
    name: 'Verdict: exact odds before every roll',
    short_name: 'Verdict',
    description: 'Resolve tabletop RPG tests exactly as the rules say, with exact odds before every roll.',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    categories: ['games', 'utilities'],
    icons: [
      ...ICONS.map(({ src, size, purpose }) => ({
        src,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
      { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
