// What the journeys and the component catalogue share around axe-core: the rule set it runs and the
// wait for a still page before it runs (axe measures what is painted, so a toast caught mid-fade has
// half-transparent text and fails color-contrast on a fast machine only).

/**
 * axe-core's options: the WCAG 2.0, 2.1 and 2.2 A and AA rules (the project's standard; only the tags
 * bring in the 2.2 rules such as target-size, which axe leaves out by default) plus the best-practice
 * rules the checks ran before (dialog and tree-item names, tabindex), results limited to violations.
 * axe-core 4.14 has no rule tagged wcag22a yet; it accepts the tag without complaint, so a later axe
 * that adds one is picked up.
 */
export const axeRunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
  },
  resultTypes: ['violations'],
};

/**
 * Resolves once no CSS animation or transition of the page is running: waits for each one's `finished`
 * promise, gives a frame to whatever their ends set off (a class change, the next toast), and looks
 * again until nothing moves. Infinite animations (spinners) never finish and are left out. Rejects,
 * naming what still moves, when the page is not still within `timeout` ms.
 *
 * @param {import('playwright-core').Page} page
 * @param {{ timeout?: number }} [options]
 */
export async function waitForStillPage(page, { timeout = 60_000 } = {}) {
  const moving = await page.evaluate(async (ms) => {
    const deadline = performance.now() + ms;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = () =>
      document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? 0),
        );
    for (;;) {
      await frame();
      const now = running();
      if (now.length === 0) return [];
      const left = deadline - performance.now();
      if (left <= 0)
        return now.map((a) => {
          const target = a.effect?.target;
          const name = a.animationName ?? a.transitionProperty ?? 'animation';
          return target ? `${name} on <${target.localName} class="${target.className}">` : name;
        });
      await Promise.race([
        Promise.allSettled(now.map((a) => a.finished)),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
    }
  }, timeout);
  if (moving.length > 0) throw new Error(`the page was not still within ${timeout} ms: ${moving.join(', ')}`);
}
