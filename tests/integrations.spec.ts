import { expect, test } from '@playwright/test';
import { createTranslator } from 'use-intl';
import { planFeatureClaims } from '../lib/copy/plan-features';
import { integrations, onRequestNote } from '../lib/data/integrations';
import { challengeAnswer, messages, watchErrors } from './helpers';
import { typeset } from './typeset';

// The integrations directory (issue 27): real systems with how they connect, and
// "Request this integration" from a search that finds nothing, sent as its own form.

for (const locale of ['en', 'pl'] as const) {
  test(`${locale}: a real PMS is found with how it connects; an unknown one can be requested, and the request reaches the lead service`, async ({ page }) => {
    const m = messages[locale].integrationsPage;
    const errors = watchErrors(page);
    const posted: Record<string, unknown>[] = [];
    await page.route('**/api/leads', async (route) => {
      // The proof of work's challenge (GET), as the lead service answers it; only the POST is the submission.
      if (route.request().method() === 'GET') return route.fulfill(challengeAnswer());
      posted.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 'lead-integration-1' }) });
    });
    await page.goto(`/${locale}/integrations/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const directory = page.locator('#directory');
    const search = directory.getByRole('searchbox', { name: m.searchLabel });

    await search.fill('mews');
    const mews = directory.getByRole('table', { name: m.tableCaption }).getByRole('row').filter({ hasText: 'Mews' });
    await expect(mews).toHaveCount(1);
    await expect(mews).toContainText(m.statuses.api);
    await expect(directory.getByRole('heading', { name: m.request.title })).toHaveCount(0);

    await search.fill('RoomRaccoon');
    await expect(directory.getByRole('status').first()).toHaveText(m.noResults);
    await expect(directory.getByRole('heading', { name: m.request.title })).toBeVisible();
    const system = directory.getByRole('textbox', { name: m.request.fields.system.label });
    await expect(system).toHaveValue('RoomRaccoon');
    await directory.getByRole('button', { name: m.request.submit }).click();
    await expect(directory.getByRole('heading', { name: m.request.successTitle })).toBeVisible();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ form: 'integration', locale, system: 'RoomRaccoon', email: '', page: `/${locale}/integrations/` });
    expect(errors).toEqual([]);
  });
}

test('without a lead service the request shows the message to send by e-mail, in Polish', async ({ page }) => {
  const m = messages.pl;
  await page.goto('/pl/integrations/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const directory = page.locator('#directory');
  await directory.getByRole('searchbox', { name: m.integrationsPage.searchLabel }).fill('Hotelsystem XYZ');
  await directory.getByRole('button', { name: m.integrationsPage.request.submit }).click();
  // The static server of these tests has no /api/leads (405): the draft stays and the e-mail fallback appears.
  await expect(directory.getByText(m.forms.fallbackTitle)).toBeVisible();
  await expect(directory.getByRole('textbox', { name: m.integrationsPage.request.fields.system.label })).toHaveValue('Hotelsystem XYZ');
});

for (const locale of ['en', 'pl'] as const) {
  test(`${locale}: "mews pms" finds Mews, and the count line says one system in the language's own grammar`, async ({ page, isMobile }) => {
    const m = messages[locale].integrationsPage;
    const t = createTranslator({ locale, messages: messages[locale], namespace: 'integrationsPage' });
    await page.goto(`/${locale}/integrations/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const directory = page.locator('#directory');
    await directory.getByRole('searchbox', { name: m.searchLabel }).fill('mews pms');
    // The directory is a table: a row per system, under a header row naming the columns.
    const table = directory.getByRole('table', { name: m.tableCaption });
    await expect(table.getByRole('columnheader')).toHaveText(isMobile ? [m.systemLabel, m.statusLabel] : [m.systemLabel, m.filterLabel, m.statusLabel]);
    const rows = table.locator('tbody').getByRole('row');
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('rowheader')).toContainText('Mews');
    await expect(rows).toContainText(m.categories.pms.name);
    await expect(rows).toContainText(m.statuses.api);
    // "1 system shown" / "Wyświetlono 1 system", not "1 systems" or "Liczba: 1".
    await expect(directory.getByRole('status').first()).toHaveText(t('results', { count: 1 }));
    await expect(directory.getByRole('status').first()).toHaveText(locale === 'en' ? '1 system shown' : 'Wyświetlono 1 system');

    await directory.getByRole('searchbox', { name: m.searchLabel }).fill('oracle');
    await expect(rows).toHaveCount(3);
    await expect(directory.getByRole('status').first()).toHaveText(locale === 'en' ? '3 systems shown' : 'Wyświetlono 3 systemy');
  });
}

for (const locale of ['en', 'pl'] as const) {
  test(`${locale}: a system on request says so once: its status and the legend with the plan, a CRM its webhook route, a portal its inquiries`, async ({ page, isMobile }) => {
    const m = messages[locale].integrationsPage;
    const claims = planFeatureClaims();
    const plans = claims.customIntegrationPlans![locale];
    await page.goto(`/${locale}/integrations/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const directory = page.locator('#directory');
    const table = directory.getByRole('table', { name: m.tableCaption });
    const onRequest = /on request|na zamówienie/gi;
    // The legend says what "on request" means, with the plan; a system with nothing of its own to add says no more.
    await expect(page.getByText(typeset(m.statusItems[3]!.text.replace('{customIntegrationPlans}', plans), locale), { exact: false }).first()).toBeVisible();
    for (const [query, id] of [['innroad', 'innroad'], ['asari', 'asari'], ['otodom', 'otodom']] as const) {
      await directory.getByRole('searchbox', { name: m.searchLabel }).fill(query);
      const row = table.locator('tbody').getByRole('row');
      await expect(row).toHaveCount(1);
      const item = integrations.find((entry) => entry.id === id)!;
      const note = typeset(onRequestNote(item, locale), locale);
      if (isMobile) await row.locator('summary').click();
      if (id === 'innroad') {
        expect(note).toBe('');
        await expect(row.getByText(typeset(item.description[locale], locale), { exact: false })).toBeVisible();
        expect(((await row.getByRole('rowheader').textContent()) ?? '').match(onRequest)).toBeNull();
        continue;
      }
      expect(note).toContain(plans);
      // Seen, and in the row's text (what a screen reader or an extractor reads) exactly once: the description is one element at every width.
      await expect(row.getByText(note, { exact: false })).toBeVisible();
      const text = (await row.getByRole('rowheader').textContent()) ?? '';
      expect(text.split(note).length - 1).toBe(1);
      expect(text.split(typeset(item.description[locale], locale)).length - 1).toBe(1);
      expect(text.match(onRequest)).toHaveLength(1);
      if (id === 'asari') expect(note).toContain(claims.crmFrom![locale]);
    }
  });
}
