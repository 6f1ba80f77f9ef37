/**
 * Office status ("Aberto agora · fecha às 16h") with a fixed clock, in browsers whose own time zone
 * is not the office's (America/Belem, UTC-3): the answer must follow the office's clock. Checked on
 * the home page, /contato and the footer of a service page; without JavaScript the hours show.
 * The closures come from the shipped content/feriados.yml (sample data for Macapá/AP).
 */
import { expect, test, type Page } from '@playwright/test';
import { belem, readSiteFile, watchConsole } from './helpers';
import { PLANTAO, SATURDAY, startConfirmedSite, type ConfirmedSite } from './confirmed-site';
import { PORTS } from './ports';

const HOURS = 'Segunda a sexta-feira, das 8h às 16h';

/** Where the status shows: the main content's on / and /contato, the footer's on every page. */
const PLACES = [
  { route: '/', where: 'main' },
  { route: '/', where: 'footer' },
  { route: '/contato', where: 'main' },
  { route: '/servicos/escrituras', where: 'footer' },
] as const;

/**
 * Each case runs in a browser whose own zone is not the office's: Tokyo (UTC+9, already the next day
 * for most of the office's evening) or Los Angeles (UTC-8/-7, with its own daylight saving).
 */
const CASES: { name: string; at: string; expected: string; state: 'open' | 'closed'; zone: string }[] = [
  // Tuesday 10:00 in Belém is 22:00 in Tokyo.
  { name: 'open on a weekday morning', at: '2026-11-24T10:00', expected: 'Aberto agora · fecha às 16h', state: 'open', zone: 'Asia/Tokyo' },
  // Tuesday 20:30 in Belém is already Wednesday 08:30 in Tokyo (when the office would be open).
  { name: 'closed at night', at: '2026-11-24T20:30', expected: 'Fechado agora · abre amanhã às 8h', state: 'closed', zone: 'Asia/Tokyo' },
  // Saturday 11:00 in Belém is Saturday 06:00 in Los Angeles.
  { name: 'closed on the weekend', at: '2026-11-28T11:00', expected: 'Fechado agora · abre segunda-feira às 8h', state: 'closed', zone: 'America/Los_Angeles' },
  { name: 'closed on a national holiday (Tiradentes, a Wednesday)', at: '2027-04-21T10:00', expected: 'Fechado agora · abre amanhã às 8h', state: 'closed', zone: 'America/Los_Angeles' },
  { name: 'closed on Good Friday 2027', at: '2027-03-26T10:00', expected: 'Fechado agora · abre segunda-feira às 8h', state: 'closed', zone: 'Asia/Tokyo' },
  {
    name: 'closed during the configured year-end closure',
    at: '2026-12-28T10:00',
    expected: 'Fechado agora · abre segunda-feira, 4 de janeiro, às 8h',
    state: 'closed',
    zone: 'America/Los_Angeles',
  },
  { name: 'closed on the morning of Ash Wednesday (a configured late opening)', at: '2027-02-10T09:00', expected: 'Fechado agora · abre hoje às 12h', state: 'closed', zone: 'Asia/Tokyo' },
];

async function statusAt(page: Page, route: string, where: string) {
  await page.goto(route);
  return page.locator(`${where} [data-office-status]`);
}

for (const c of CASES) {
  test.describe(`office status in a browser set to ${c.zone}`, () => {
    test.use({ timezoneId: c.zone });

    test(`${c.name}: "${c.expected}" on /, /contato and in the footer`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.clock.setFixedTime(belem(c.at));
      for (const { route, where } of PLACES) {
        const status = await statusAt(page, route, where);
        await expect(status, `${route} ${where}`).toHaveText(c.expected);
        await expect(status).toHaveAttribute('data-state', c.state);
        await expect(status).toBeVisible();
        // The weekly hours stay readable next to the status.
        await expect(page.locator(`${where} .office-status__note`)).toContainText(`${HOURS}. Fechado aos sábados, domingos e feriados.`, { useInnerText: true });
      }
      expect(problems).toEqual([]);
    });
  });
}

test.describe('office status over time', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the status changes by itself when the office closes', async ({ page }) => {
    await page.clock.install({ time: belem('2026-11-24T15:58') });
    const status = await statusAt(page, '/servicos/escrituras', 'footer');
    await expect(status).toHaveText('Aberto agora · fecha às 16h');
    await page.clock.runFor(3 * 60_000);
    await expect(status).toHaveText('Fechado agora · abre amanhã às 8h');
    await expect(status).toHaveAttribute('data-state', 'closed');
  });

  test('the status is not a live region (no announcements every minute)', async ({ page }) => {
    await page.clock.setFixedTime(belem('2026-11-24T10:00'));
    await page.goto('/');
    for (const status of await page.locator('[data-office-status]').all()) {
      await expect(status).not.toHaveAttribute('role', /./);
      await expect(status).not.toHaveAttribute('aria-live', /./);
      await expect(status.locator('xpath=ancestor::*[@aria-live or @role="status" or @role="alert"]')).toHaveCount(0);
    }
  });
});

test.describe('office status loading', () => {
  /** The built module that fills the status in (Vite's manifest). */
  const liveModule = () => {
    const manifest = JSON.parse(readSiteFile('.vite/manifest.json')) as Record<string, { file: string }>;
    return `/${manifest['src/islands/page/after-load.ts'].file}`;
  };

  test('its code loads after the page has loaded, not with what the page needs to become interactive', async ({ page }) => {
    // No fake clock here: it would stand in for the Performance API read below.
    await page.goto('/contato');
    await expect(page.locator('main [data-office-status]')).toHaveText(/^(Aberto|Fechado) agora · /);
    const timing = await page.evaluate((file) => {
      const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === file);
      return entry && { start: entry.startTime, load: load.loadEventStart };
    }, liveModule());
    expect(timing).toBeTruthy();
    expect(timing!.start).toBeGreaterThanOrEqual(timing!.load);
  });

  test('if its code cannot be downloaded, the hours stay', async ({ page }) => {
    await page.route(`**${liveModule()}`, (route) => route.abort());
    await page.clock.setFixedTime(belem('2026-11-24T10:00'));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The status's empty place goes; the weekly hours, shown below it from the first paint, stay, once.
    await expect(page.locator('footer [data-office-status]')).toBeHidden();
    // No blank room is left where it would have been: its line is one line of the label's text.
    expect(await page.locator('footer .office-status__line').evaluate((el) => el.getBoundingClientRect().height <= parseFloat(getComputedStyle(el).lineHeight) + 1)).toBe(true);
    // The sample closures say so after the hours (content/feriados.yml is sample data).
    await expect(page.locator('footer .office-status__note')).toHaveText(`${HOURS}. Fechado aos sábados, domingos e feriados. (feriados locais e fechamentos de exemplo)`, { useInnerText: true });
    expect((await page.locator('footer .office-status').innerText()).split(HOURS)).toHaveLength(2);
  });
});

test.describe('office status without JavaScript', () => {
  test.use({ javaScriptEnabled: false, timezoneId: 'Asia/Tokyo' });

  test('the hours show as text, once, on /, /contato and in the footer', async ({ page }) => {
    for (const { route, where } of PLACES) {
      const status = await statusAt(page, route, where);
      await expect(status, `${route} ${where}`).toHaveText(HOURS);
      await expect(status).toBeVisible();
      await expect(status).not.toHaveAttribute('data-state');
      // The copy of the hours meant for after the status is filled in stays hidden: no repetition.
      await expect(page.locator(`${where} .office-status__note`)).toHaveText('Fechado aos sábados, domingos e feriados. (feriados locais e fechamentos de exemplo)', { useInnerText: true });
    }
  });
});

test.describe('a week with Saturday hours (a build with content/office.yml edited)', () => {
  // Saturday morning added, a plantão, and a dated special opening (feriados.yml `intervalos`), in the
  // edited build the confirmed-data tests share (tests/browser/confirmed-site.ts).
  let site: ConfirmedSite;

  // One server, in one worker.
  test.describe.configure({ mode: 'serial' });
  test.use({ timezoneId: 'America/Los_Angeles' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startConfirmedSite(PORTS.confirmedOffice);
  });
  test.afterAll(() => site?.stop());

  test('the hours show Saturday in the footer and on /contato, and the JSON-LD has one entry per group', async ({ page }) => {
    await page.goto(`${site.baseURL}/contato`);
    for (const where of ['footer', 'main']) {
      await expect(page.locator(`${where} .office-status__note`)).toContainText(`${SATURDAY}. Fechado aos domingos e feriados.`, { useInnerText: true });
      await expect(page.locator(`${where} .office-status__plantao`)).toHaveText(PLANTAO);
    }
    const notary = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((t) => JSON.parse(t) as Record<string, unknown>).find((j) => j['@type'] === 'Notary')!;
    expect(notary.openingHours).toEqual(['Mo-Fr 08:00-16:00', 'Sa 08:00-12:00']);
    expect(notary.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '16:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
    ]);
    // The sample year-end closure of content/feriados.yml, as a dated exception.
    expect(notary.specialOpeningHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-31', opens: '00:00', closes: '00:00',
    });
  });

  test('"Aberto agora" on a Saturday morning, and closed on Saturday afternoon until Monday', async ({ page }) => {
    const problems = watchConsole(page);
    await page.clock.setFixedTime(belem('2026-11-28T09:00'));
    await page.goto(`${site.baseURL}/contato`);
    const status = page.locator('main [data-office-status]');
    await expect(status).toHaveText('Aberto agora · fecha às 12h');
    await expect(status).toHaveAttribute('data-state', 'open');
    await page.clock.setFixedTime(belem('2026-11-28T13:00'));
    await page.reload();
    await expect(status).toHaveText('Fechado agora · abre segunda-feira às 8h');
    // Friday evening: Saturday comes next.
    await page.clock.setFixedTime(belem('2026-11-27T17:00'));
    await page.reload();
    await expect(status).toHaveText('Fechado agora · abre amanhã às 8h');
    expect(problems).toEqual([]);
  });

  test('the search answers "abre sábado" with the Saturday hours', async ({ page }) => {
    await page.clock.setFixedTime(belem('2026-11-28T09:00'));
    await page.goto(`${site.baseURL}/busca?q=${encodeURIComponent('abre sabado')}`);
    const card = page.locator('main [data-answer="hours"]');
    await expect(card).toContainText(SATURDAY);
    await expect(card).toContainText('Aberto agora · fecha às 12h');
    await expect(card).toContainText(PLANTAO);
  });
});
