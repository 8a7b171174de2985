import { chromium } from '@playwright/test';
import axe from 'axe-core';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const path of ['/rollecate/ride/', '/steam-rollers/cards/', '/rolit/capturing/']) {
await page.goto('http://127.0.0.1:4321' + path);
await page.evaluate(axe.source);
const run = (opts) => page.evaluate(async (o) => { const t0 = performance.now(); const r = await window.axe.run({ include: [['html']], exclude: [['header.header'], ['nav.sidebar']] }, o); return [Math.round(performance.now() - t0), r.violations.length]; }, opts);
console.log(path);
console.log('full', await run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] }));
console.log('full again', await run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] }));
console.log('no colour', await run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, rules: { 'color-contrast': { enabled: false }, 'link-in-text-block': { enabled: false } }, resultTypes: ['violations'] }));
console.log('colour', await run({ runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] }, resultTypes: ['violations'] }));
const perRule = await page.evaluate(async () => { const ids = window.axe.getRules(['wcag2a','wcag2aa']).map(r => r.ruleId); const out = []; for (const id of ids) { const t0 = performance.now(); await window.axe.run({ include: [['html']], exclude: [['header.header'], ['nav.sidebar']] }, { runOnly: { type: 'rule', values: [id] }, resultTypes: ['violations'] }); out.push([Math.round(performance.now() - t0), id]); } return out.sort((a,b)=>b[0]-a[0]).slice(0,8); });
console.log(perRule);
}
await browser.close();
