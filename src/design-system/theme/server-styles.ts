/**
 * The styles a page rendered outside the browser used, as the <style> elements emotion reads back
 * when the same page starts in the browser: `data-emotion="<key> <id> <id>…"` tells the browser's
 * cache those rules are in already (no second insertion, no flash of unstyled markup), and a
 * global rule (the baseline) gets `<key>-global <name>`, which the Global component looks for.
 *
 * `serverStyles.start()` puts the caches in emotion's "compat" mode before rendering, so that
 * rules are collected here instead of written beside each element of the markup (where React
 * would meet them again while hydrating); `collect()` returns and forgets them.
 */
import { emotionCaches } from './design-system-provider.tsx';

const attribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
const cssText = (value: string) => value.replace(/<\/style/gi, '<\\/style');

/** In a browser emotion writes into the document itself: nothing to collect, and nothing to forget. */
const inBrowser = () => typeof document !== 'undefined';

export const serverStyles = {
  start(): void {
    if (inBrowser()) return;
    for (const cache of emotionCaches) {
      cache.compat = true;
      cache.inserted = {};
    }
  },
  collect(): string {
    if (inBrowser()) return '';
    const tags: string[] = [];
    for (const cache of emotionCaches) {
      const ids: string[] = [];
      let css = '';
      for (const [name, rules] of Object.entries(cache.inserted)) {
        if (typeof rules !== 'string') continue;
        if (cache.registered[`${cache.key}-${name}`] === undefined) {
          tags.push(
            `<style data-emotion="${attribute(`${cache.key}-global ${name}`)}">${cssText(rules)}</style>`,
          );
        } else {
          ids.push(name);
          css += rules;
        }
      }
      if (ids.length)
        tags.push(
          `<style data-emotion="${attribute(`${cache.key} ${ids.join(' ')}`)}">${cssText(css)}</style>`,
        );
      cache.inserted = {};
    }
    return tags.join('');
  },
};
