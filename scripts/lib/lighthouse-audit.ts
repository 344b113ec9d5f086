import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { OFFLINE_CHROMIUM_FLAGS } from './chromium.ts';

/** The categories reported, with the score each should reach. */
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type CategoryId = keyof typeof TARGETS;

/** One audit that keeps a category from full marks. */
export interface FailingAudit {
  id: string;
  title: string;
  /** Lighthouse's own short figure (a time, a count), when it gives one. */
  value: string | undefined;
  /** A few of the offending elements, messages or URLs. */
  examples: string[];
}

/** A category's score (0-100) against its target, and what failed in it. */
export interface CategoryResult {
  id: CategoryId;
  score: number;
  target: number;
  failing: FailingAudit[];
}

/** A headless Chromium that Lighthouse drives, started once for several runs. */
export async function launchForLighthouse(chromePath: string): Promise<{ port: number; kill: () => void }> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...OFFLINE_CHROMIUM_FLAGS],
  });
  return { port: chrome.port, kill: () => chrome.kill() };
}

/**
 * Runs Lighthouse (mobile, default settings) on a page, as the shopper whose session id is given,
 * and gives the four categories' scores, each with the audits that failed in it (weighted ones
 * first), so that engineers know what to fix.
 */
export async function lighthouseAudit(url: string, port: number, sid?: string): Promise<CategoryResult[]> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(TARGETS),
    ...(sid ? { extraHeaders: { Cookie: `sid=${sid}` } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return (Object.keys(TARGETS) as CategoryId[]).map((id) => {
    const category = lhr.categories[id];
    const refs = [...(category?.auditRefs ?? [])].sort((a, b) => b.weight - a.weight);
    const failing: FailingAudit[] = [];
    for (const ref of refs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      failing.push({
        id: audit.id,
        title: audit.title,
        value: audit.displayValue,
        examples: examplesOf(audit.details),
      });
    }
    return { id, score: Math.round((category?.score ?? 0) * 100), target: TARGETS[id], failing };
  });
}

/** Up to three offending items of an audit, as short text: the element, console message or URL. */
function examplesOf(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.slice(0, 3).flatMap((item) => {
    const i = item as {
      description?: unknown;
      source?: unknown;
      url?: unknown;
      node?: { snippet?: unknown };
      sourceLocation?: { url?: unknown };
    };
    // A description is the item's own text only for console messages (they have a source).
    const what = i.node?.snippet ?? (i.source ? i.description : undefined);
    const where = i.sourceLocation?.url ?? i.url;
    const parts = [what, where].filter((p): p is string => typeof p === 'string');
    return parts.length ? [parts.join(' at ').replace(/\s+/g, ' ').slice(0, 160)] : [];
  });
}
