import { expect, test, type Page } from '@playwright/test';
import { axeViolations, holdRequests, waitForHydration, watchConsole } from '../../../tests/browser/helpers';
import { CONFIRMED_SOCIAL, startConfirmedSite, type ConfirmedSite } from '../../../tests/browser/confirmed-site';
import { PORTS } from '../../../tests/browser/ports';

/**
 * The contact form on the production build: validation and GOV.UK error pattern, the WhatsApp
 * hand-off (window.open stubbed so no real tab opens), pop-up blocked, tampered select.
 */

const MESSAGES = {
  nome: 'Nome é obrigatório',
  email: 'E-mail é obrigatório',
  telefone: 'Telefone é obrigatório',
  servico: 'Selecione um serviço',
  mensagem: 'Mensagem é obrigatória',
};

type OpenCall = { url: string; target: string; features: string | undefined; buttonText: string; buttonDisabled: boolean; openerCleared?: boolean };

/**
 * Replaces window.open: records each call (and what the submit button showed at that moment) and
 * returns a fake window, or null to act as a pop-up blocker.
 */
async function stubWindowOpen(page: Page, { blocked = false } = {}) {
  await page.addInitScript((isBlocked) => {
    const calls: OpenCall[] = [];
    (window as unknown as { __openCalls: OpenCall[] }).__openCalls = calls;
    window.open = ((url?: string | URL, target?: string, features?: string) => {
      const button = document.querySelector<HTMLButtonElement>('main form button[type="submit"]');
      const call: OpenCall = {
        url: String(url),
        target: String(target),
        features,
        buttonText: button?.textContent ?? '',
        buttonDisabled: button?.disabled ?? false,
      };
      calls.push(call);
      if (isBlocked) return null;
      const fake = {
        set opener(value: unknown) {
          call.openerCleared = value === null;
        },
        get opener() {
          return window;
        },
      };
      return fake as unknown as Window;
    }) as typeof window.open;
  }, blocked);
}

const openCalls = (page: Page) => page.evaluate(() => (window as unknown as { __openCalls: OpenCall[] }).__openCalls);

/** Decodes the chat text out of a wa.me link. */
function chat(url: string) {
  const parsed = new URL(url);
  return { origin: parsed.origin, path: parsed.pathname, text: parsed.searchParams.get('text') };
}

const FORM_ISLAND = '[data-island="contact-form"]';

/**
 * The form's code loads on first use (src/islands/page/islands.ts): the pointer reaching the form starts
 * it, as a visitor's would; resolves once it has hydrated.
 */
async function startForm(page: Page) {
  await waitForHydration(page);
  await page.locator(`${FORM_ISLAND} form`).hover({ position: { x: 5, y: 5 } });
  await expect(page.locator(FORM_ISLAND)).toHaveAttribute('data-island-state', 'hydrated');
}

async function openForm(page: Page) {
  await page.goto('/contato');
  await startForm(page);
}

const form = (page: Page) => ({
  nome: page.getByLabel('Nome completo'),
  email: page.getByLabel('E-mail', { exact: true }),
  telefone: page.getByLabel('Telefone', { exact: true }),
  servico: page.getByLabel('Serviço', { exact: true }),
  mensagem: page.getByLabel('Mensagem', { exact: true }),
  submit: page.locator('main form').getByRole('button'),
  summary: page.locator('.error-summary'),
});

async function fillValid(page: Page, values: Partial<Record<'nome' | 'email' | 'telefone' | 'servico' | 'mensagem', string>> = {}) {
  const f = form(page);
  await f.nome.fill(values.nome ?? 'Maria da Silva');
  await f.email.fill(values.email ?? 'maria@example.com');
  await f.telefone.fill(values.telefone ?? '(96) 99999-1234');
  await f.servico.selectOption(values.servico ?? 'ESCRITURA');
  await f.mensagem.fill(values.mensagem ?? 'Quero agendar uma escritura de compra e venda.');
}

test.describe('/contato form', () => {
  test('every field has a visible label and the expected name', async ({ page }) => {
    await openForm(page);
    const f = form(page);
    for (const [name, locator] of Object.entries({ nome: f.nome, email: f.email, telefone: f.telefone, servico: f.servico, mensagem: f.mensagem })) {
      await expect(locator).toBeVisible();
      await expect(locator).toHaveAttribute('name', name);
    }
    await expect(f.telefone).toHaveAttribute('type', 'tel');
    await expect(f.telefone).toHaveAttribute('autocomplete', 'tel');
    await expect(page.locator('main form')).toHaveAttribute('novalidate', '');
    // The empty first option, then the six departments.
    await expect(f.servico.locator('option')).toHaveCount(7);
    await expect(f.servico.locator('option').first()).toHaveText('Selecione um serviço');
    await expect(f.servico.locator('option').first()).toHaveAttribute('value', '');
  });

  test('empty submit: five messages in the summary and inline, summary focused, "Erro: " title', async ({ page }) => {
    const problems = watchConsole(page);
    await stubWindowOpen(page);
    await openForm(page);
    const f = form(page);
    const title = await page.title();
    expect(title.startsWith('Erro: ')).toBe(false);

    await f.submit.click();

    await expect(f.summary).toBeFocused();
    await expect(f.summary.getByRole('heading')).toHaveText('Há um problema');
    await expect(f.summary.getByRole('link')).toHaveText(Object.values(MESSAGES));
    for (const [name, message] of Object.entries(MESSAGES)) {
      const input = page.locator(`[name="${name}"]`);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      // The inline message is the field's description, with a hidden "Erro:" prefix.
      await expect(input).toHaveAccessibleDescription(new RegExp(`Erro: ${message}$`));
      const link = f.summary.getByRole('link', { name: message });
      await expect(link).toHaveAttribute('href', `#${await input.getAttribute('id')}`);
    }
    await expect(page).toHaveTitle(`Erro: ${title}`);
    expect(await openCalls(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('errors update as the visitor types, and the title prefix goes when they are fixed', async ({ page }) => {
    await stubWindowOpen(page);
    await openForm(page);
    const f = form(page);
    const title = await page.title();
    await f.submit.click();
    await expect(f.summary.getByRole('link')).toHaveCount(5);

    await f.nome.fill('Maria');
    await expect(f.nome).not.toHaveAttribute('aria-invalid', 'true');
    await expect(f.summary.getByRole('link')).toHaveCount(4);
    await expect(page.getByText('Nome é obrigatório')).toHaveCount(0);

    await f.email.fill('maria');
    await expect(f.summary.getByRole('link', { name: 'E-mail inválido' })).toBeVisible();
    await expect(f.email).toHaveAccessibleDescription(/E-mail inválido$/);
    await f.email.fill('maria@example.com');
    await f.telefone.fill('96 99999-0000');
    await f.servico.selectOption('PROTESTO');
    await f.mensagem.fill('Preciso de uma certidão de protesto.');

    await expect(f.summary).toHaveCount(0);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page).toHaveTitle(title);
    // Typing never submits: nothing opened yet.
    expect(await openCalls(page)).toEqual([]);
  });

  test('boundaries: 1 vs 2 characters for nome, 9 vs 10 for mensagem, whitespace-only is empty', async ({ page }) => {
    await stubWindowOpen(page);
    await openForm(page);
    const f = form(page);
    await fillValid(page, { nome: 'A', mensagem: '123456789' });
    await f.submit.click();
    await expect(f.summary.getByRole('link')).toHaveText(['Nome deve ter pelo menos 2 caracteres', 'Mensagem deve ter pelo menos 10 caracteres']);

    // Lengths count trimmed text.
    await f.nome.fill('   A   ');
    await f.mensagem.fill('   123456789   ');
    await expect(f.summary.getByRole('link')).toHaveText(['Nome deve ter pelo menos 2 caracteres', 'Mensagem deve ter pelo menos 10 caracteres']);

    await f.nome.fill('Jo');
    await expect(f.summary.getByRole('link')).toHaveText(['Mensagem deve ter pelo menos 10 caracteres']);
    await f.mensagem.fill('1234567890');
    await expect(f.summary).toHaveCount(0);

    await f.nome.fill('   ');
    await f.telefone.fill(' \t ');
    await f.mensagem.fill('\n   \n');
    await expect(f.summary.getByRole('link')).toHaveText(['Nome é obrigatório', 'Telefone é obrigatório', 'Mensagem é obrigatória']);
    // Nothing the visitor typed is cleared by an error.
    await expect(f.nome).toHaveValue('   ');
    await expect(f.email).toHaveValue('maria@example.com');
    await expect(f.servico).toHaveValue('ESCRITURA');
    expect(await openCalls(page)).toEqual([]);
  });

  test('invalid values stay in the fields after a failed submit', async ({ page }) => {
    await openForm(page);
    const f = form(page);
    await f.nome.fill('A');
    await f.email.fill('maria@');
    await f.mensagem.fill('curta');
    await f.submit.click();
    await expect(f.summary.getByRole('link')).toHaveText(['Nome deve ter pelo menos 2 caracteres', 'E-mail inválido', 'Telefone é obrigatório', 'Selecione um serviço', 'Mensagem deve ter pelo menos 10 caracteres']);
    await expect(f.nome).toHaveValue('A');
    await expect(f.email).toHaveValue('maria@');
    await expect(f.mensagem).toHaveValue('curta');
  });

  test('a summary link moves focus to its field without navigating', async ({ page }) => {
    await openForm(page);
    const f = form(page);
    await f.submit.click();
    const url = page.url();
    await f.summary.getByRole('link', { name: 'Mensagem é obrigatória' }).click();
    await expect(f.mensagem).toBeFocused();
    await f.summary.getByRole('link', { name: 'Selecione um serviço' }).click();
    await expect(f.servico).toBeFocused();
    // Keyboard too.
    await f.summary.getByRole('link', { name: 'E-mail é obrigatório' }).focus();
    await page.keyboard.press('Enter');
    await expect(f.email).toBeFocused();
    expect(page.url()).toBe(url);
  });

  test('sample numbers: a valid submit opens nothing, shows what it would send and to whom, keeps every value', async ({ page }) => {
    const problems = watchConsole(page);
    await stubWindowOpen(page);
    await openForm(page);
    const f = form(page);
    await expect(page.locator('[data-contact-demo]')).toContainText('O formulário confere os campos e mostra a mensagem, mas não envia nada.');
    await fillValid(page, { servico: 'REGISTRO CIVIL', mensagem: 'Preciso da segunda via da certidão.' });
    await f.submit.click();

    const result = page.getByRole('status');
    await expect(result).toContainText('Demonstração: nada foi enviado.');
    await expect(result).toContainText('abriríamos o WhatsApp do setor de Registro Civil com esta mensagem:');
    await expect(result.locator('pre')).toHaveText([
      'Olá! Meu nome é Maria da Silva.',
      'Serviço de interesse: Registro Civil',
      'Telefone: (96) 99999-1234',
      'E-mail: maria@example.com',
      'Mensagem: Preciso da segunda via da certidão.',
    ].join('\n'));
    expect(await openCalls(page)).toEqual([]);
    await expect(f.nome).toHaveValue('Maria da Silva');
    await expect(f.mensagem).toHaveValue('Preciso da segunda via da certidão.');
    await expect(f.submit).toBeEnabled();
    // Editing the form again clears the stale result.
    await f.mensagem.fill('Preciso da segunda via da certidão de casamento.');
    await expect(result).toHaveText('');
    expect(problems).toEqual([]);
  });

  test('a tampered service value shows the alert and opens nothing', async ({ page }) => {
    await stubWindowOpen(page);
    await openForm(page);
    const f = form(page);
    await fillValid(page);
    await f.servico.evaluate((select: HTMLSelectElement) => {
      const option = document.createElement('option');
      option.value = 'SERVIÇO FALSO';
      option.textContent = 'Serviço falso';
      select.append(option);
    });
    await f.servico.selectOption('SERVIÇO FALSO');

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await f.submit.click();

    await expect.poll(() => dialogs).toEqual(['alert: Selecione um serviço válido.']);
    expect(await openCalls(page)).toEqual([]);
    await expect(f.submit).toBeEnabled();
    await expect(f.nome).toHaveValue('Maria da Silva');
    await expect(page.getByRole('status')).toHaveText('');
  });

  for (const width of [375, 1280]) {
    test(`axe: no WCAG 2.2 AA violations with errors showing (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openForm(page);
      const f = form(page);
      await f.email.fill('maria@');
      await f.submit.click();
      await expect(f.summary).toBeFocused();
      const violations = await axeViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

});

test.describe('/contato: the form\'s code arrives with the first use', () => {
  test('no React before any interaction; typing in a field loads it, keeps the text, and the form then validates', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/contato');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Reading the contact details costs no React: neither the island nor React DOM was requested.
    expect(scripts.filter((s) => /contact-form|react/.test(s))).toEqual([]);
    await expect(page.locator(FORM_ISLAND)).not.toHaveAttribute('data-island-state', /.+/);
    // The form is there, server-rendered, its button ready for a first click (never disabled waiting).
    await expect(page.getByLabel('Nome completo')).toBeVisible();
    await expect(page.locator('main form').getByRole('button')).toBeEnabled();

    const nome = page.getByLabel('Nome completo');
    await nome.pressSequentially('Maria da Silva');
    await expect(page.locator(FORM_ISLAND)).toHaveAttribute('data-island-state', 'hydrated');
    expect(scripts.some((s) => /contact-form/.test(s))).toBe(true);
    await expect(nome).toHaveValue('Maria da Silva');
    await page.locator('main form').getByRole('button').click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText(['E-mail é obrigatório', 'Telefone é obrigatório', 'Selecione um serviço', 'Mensagem é obrigatória']);
    await expect(nome).toHaveValue('Maria da Silva');
  });
});

test.describe('/contato: the first action before the form hydrates is not lost', () => {
  const CONTACT_CHUNK = /\/assets\/contact-form-[^/]+\.js$/;

  /** /contato with the page script running and the form's code held back until `release()`. */
  async function openHeld(page: Page) {
    const problems = watchConsole(page);
    await stubWindowOpen(page);
    const release = await holdRequests(page, CONTACT_CHUNK);
    await page.goto('/contato');
    await waitForHydration(page);
    return { problems, release };
  }

  test('a first click on the button, before anything is typed, shows the errors once the form is up', async ({ page }) => {
    const { problems, release } = await openHeld(page);
    const f = form(page);
    await f.submit.click();
    // The click woke the island; its code is still on the way, and the page did not go anywhere.
    await expect(page.locator(FORM_ISLAND)).not.toHaveAttribute('data-island-state', /.+/);
    await expect(page).toHaveURL(/\/contato$/);
    release();
    await expect(f.summary).toBeFocused();
    await expect(f.summary.getByRole('link')).toHaveText(Object.values(MESSAGES));
    await expect(page).toHaveTitle(/^Erro: /);
    expect(await openCalls(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('starting the form moves nothing: a click pressed meanwhile lands on the button', async ({ page }) => {
    await page.goto('/contato');
    await waitForHydration(page);
    // Where each of the form's controls sits in the page, scrolling aside.
    const boxes = () => page.locator('main form').evaluate((f) => [...f.querySelectorAll('input, select, textarea, button')].map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.getAttribute('name') ?? el.tagName} ${Math.round(r.left + scrollX)},${Math.round(r.top + scrollY)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    }));
    const before = await boxes();
    await form(page).mensagem.focus();
    await expect(page.locator(FORM_ISLAND)).toHaveAttribute('data-island-state', 'hydrated');
    await expect(page.locator('[data-count]')).toHaveText('Restam 1.000 caracteres');
    expect(await boxes()).toEqual(before);
  });

  test('a first click with nothing held: the same errors, from the one click', async ({ page }) => {
    await page.goto('/contato');
    await waitForHydration(page);
    await expect(page.locator(FORM_ISLAND)).not.toHaveAttribute('data-island-state', /.+/);
    await form(page).submit.click();
    // The island's code and React arrive only now: on a busy machine that takes seconds, not a lost click.
    await expect(form(page).summary).toBeFocused({ timeout: 15_000 });
    await expect(form(page).summary.getByRole('link')).toHaveCount(5);
  });

  test('Enter in a field before the form hydrates submits once it has, with every value kept', async ({ page }) => {
    const { problems, release } = await openHeld(page);
    await fillValid(page, { servico: 'REGISTRO CIVIL', mensagem: 'Preciso da segunda via da certidão.' });
    await form(page).nome.press('Enter');
    await expect(page.locator(FORM_ISLAND)).not.toHaveAttribute('data-island-state', /.+/);
    await expect(page).toHaveURL(/\/contato$/);
    release();
    const pre = page.locator('[data-contact-demo-result] pre');
    await expect(pre).toContainText('Olá! Meu nome é Maria da Silva.');
    await expect(pre).toContainText('Mensagem: Preciso da segunda via da certidão.');
    // Sent once: one result, no error summary, every value still there.
    await expect(pre).toHaveCount(1);
    await expect(form(page).summary).toHaveCount(0);
    await expect(form(page).nome).toHaveValue('Maria da Silva');
    await expect(form(page).servico).toHaveValue('REGISTRO CIVIL');
    expect(problems).toEqual([]);
  });
});

test.describe('/contato: the message\'s character count', () => {
  test('hint, count as the visitor types, a polite announcement once the typing pauses, and the maximum holds', async ({ page }) => {
    await openForm(page);
    const f = form(page);
    await expect(f.mensagem).toHaveAttribute('maxlength', '1000');
    await expect(f.mensagem).toHaveAccessibleDescription(/Você pode digitar até 1\.000 caracteres\./);
    const count = page.locator('[data-count]');
    const announce = page.locator('[data-count-announce]');
    await expect(count).toHaveText('Restam 1.000 caracteres');
    await expect(count).toHaveAttribute('aria-hidden', 'true');
    await expect(announce).toHaveAttribute('aria-live', 'polite');
    await expect(announce).toHaveText('');

    await f.mensagem.pressSequentially('Bom dia', { delay: 20 });
    await expect(count).toHaveText('Restam 993 caracteres');
    // Not read out on every key: only once the typing has paused.
    await expect(announce).toHaveText('');
    await expect(announce).toHaveText('Restam 993 caracteres', { timeout: 3000 });

    await f.mensagem.fill('a'.repeat(1010));
    await expect(f.mensagem).toHaveValue('a'.repeat(1000));
    await expect(count).toHaveText('Restam 0 caracteres');
    await f.mensagem.press('Backspace');
    await expect(count).toHaveText('Resta 1 caractere');
  });

  test('a message over the maximum (pasted by a script past maxlength) is counted and refused in Portuguese', async ({ page }) => {
    await openForm(page);
    await fillValid(page);
    // Past maxlength only from a script: the native setter, then the input event React listens to.
    await page.locator('#contato-mensagem').evaluate((el: HTMLTextAreaElement) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, 'a'.repeat(1003));
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect(page.locator('[data-count]')).toHaveText('3 caracteres a mais');
    await form(page).submit.click();
    await expect(form(page).summary.getByRole('link')).toHaveText(['Mensagem deve ter no máximo 1.000 caracteres']);
    await expect(form(page).mensagem).toHaveAccessibleDescription(/Erro: Mensagem deve ter no máximo 1\.000 caracteres$/);
  });
});

test.describe('/contato info and departments', () => {
  test('office contacts and six departments with e-mail, phone and WhatsApp links', async ({ page }) => {
    await openForm(page);
    const info = page.locator('section.contact-info');
    await expect(info.locator('a[href^="tel:+55"]')).toHaveCount(1);
    await expect(info.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(info.getByRole('link', { name: /Dúvidas Frequentes/ })).toHaveAttribute('href', '/duvidas');

    const departments = page.locator('section.departments > ul > li');
    await expect(departments).toHaveCount(6);
    for (const department of await departments.all()) {
      await expect(department.locator('a[href^="mailto:"]')).toHaveCount(1);
      const tel = department.locator('a[href^="tel:+55"]');
      await expect(tel).toHaveText(/^\(\d{2}\) \d{4,5}-\d{4}$/);
      const digits = (await tel.getAttribute('href'))!.slice('tel:+'.length);
      const whatsapp = department.locator(`a[href="https://wa.me/${digits}"]`);
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('reads without JavaScript: form, office contacts and departments are in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contato');
    await expect(page.getByLabel('Nome completo')).toBeVisible();
    // A note says why the form cannot send and where else to write; its button submits nowhere
    // (method="dialog"): no reload, nothing typed lost, no data in the address.
    await expect(page.getByText('O formulário não funciona neste navegador agora')).toBeVisible();
    await page.getByLabel('Nome completo').fill('Maria da Silva');
    await page.locator('main form').getByRole('button').click();
    await page.getByLabel('Nome completo').press('Enter');
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page.getByLabel('Nome completo')).toHaveValue('Maria da Silva');
    await expect(page.locator('section.departments > ul > li')).toHaveCount(6);
    await context.close();
  });
});

/**
 * With the office's data confirmed (tests/browser/confirmed-site.ts builds it): the spec's hand-off, a
 * new tab at the department's wa.me link with the prefilled text.
 */
test.describe('/contato with confirmed office data', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ConfirmedSite | undefined;
  test.beforeAll(async () => {
    // A whole production build: seconds on a quiet machine, a minute or more beside other builds.
    test.setTimeout(180_000);
    site = await startConfirmedSite(PORTS.confirmedContact);
  });
  test.afterAll(() => site?.stop());
  const openForm = async (page: Page) => {
    await page.goto(`${site!.baseURL}/contato`);
    await startForm(page);
    await expect(page.locator('[data-contact-demo]')).toHaveCount(0);
  };

  test('valid submit: "Enviando..." while it opens the department chat in a new tab, then the form resets', async ({ page }) => {
    const problems = watchConsole(page);
    await stubWindowOpen(page);
    await openForm(page);
    const f = form(page);
    await fillValid(page, { nome: '  Maria da Silva ', servico: 'REGISTRO CIVIL', mensagem: 'Preciso da segunda via\nda certidão de nascimento.' });
    await expect(f.submit).toHaveText('Enviar pelo WhatsApp');
    await f.submit.click();

    const calls = await openCalls(page);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.target).toBe('_blank');
    expect(call.features).toBeUndefined();
    expect(call.buttonText).toBe('Enviando...');
    expect(call.buttonDisabled).toBe(true);
    expect(call.openerCleared).toBe(true);
    expect(call.url.startsWith('https://wa.me/5596999990004?text=')).toBe(true);
    expect(chat(call.url)).toEqual({
      origin: 'https://wa.me',
      path: '/5596999990004',
      text: [
        'Olá! Meu nome é Maria da Silva.',
        'Serviço de interesse: Registro Civil',
        'Telefone: (96) 99999-1234',
        'E-mail: maria@example.com',
        'Mensagem: Preciso da segunda via\nda certidão de nascimento.',
      ].join('\n'),
    });

    await expect(page.getByRole('status')).toContainText('Abrimos o WhatsApp');
    for (const field of [f.nome, f.email, f.telefone, f.servico, f.mensagem]) await expect(field).toHaveValue('');
    await expect(f.submit).toHaveText('Enviar pelo WhatsApp');
    await expect(f.submit).toBeEnabled();
    // The reset form does not show errors until the next submit.
    await expect(f.summary).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('pop-up blocked: every value stays, the button comes back, and a link opens the same chat', async ({ page }) => {
    await stubWindowOpen(page, { blocked: true });
    await openForm(page);
    const f = form(page);
    await fillValid(page, { servico: 'PROTESTO' });
    await f.submit.click();

    const calls = await openCalls(page);
    expect(calls).toHaveLength(1);
    const link = page.getByRole('link', { name: /Abrir conversa no WhatsApp/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', calls[0].url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chat(calls[0].url).path).toBe('/5596999990006');

    await expect(f.nome).toHaveValue('Maria da Silva');
    await expect(f.email).toHaveValue('maria@example.com');
    await expect(f.telefone).toHaveValue('(96) 99999-1234');
    await expect(f.servico).toHaveValue('PROTESTO');
    await expect(f.mensagem).toHaveValue('Quero agendar uma escritura de compra e venda.');
    await expect(f.submit).toBeEnabled();
    await expect(f.submit).toHaveText('Enviar pelo WhatsApp');
  });

  test('special characters survive the trip to the chat text', async ({ page }) => {
    await stubWindowOpen(page);
    await openForm(page);
    const f = form(page);
    const nome = 'João d\'Ávila "Zé" <b>&amp;</b>';
    const mensagem = 'Olá & até já? #1 100% 😀👍🏽\n<script>alert("x")</script>\nfim = ok + /\\';
    await fillValid(page, { nome, email: 'joao+teste@example.com', telefone: '+55 (96) 9 9999-0000', mensagem });
    await f.submit.click();

    const [call] = await openCalls(page);
    expect(chat(call.url).text).toBe(
      `Olá! Meu nome é ${nome}.\nServiço de interesse: Escritura\nTelefone: +55 (96) 9 9999-0000\nE-mail: joao+teste@example.com\nMensagem: ${mensagem}`,
    );
    // Visitor input was never turned into markup.
    await expect(page.locator('main b, main script:not([type])')).toHaveCount(0);
  });

  test('axe: no violations with the pop-up-blocked link showing', async ({ page }) => {
    await stubWindowOpen(page, { blocked: true });
    await openForm(page);
    await fillValid(page);
    await form(page).submit.click();
    await expect(page.getByRole('link', { name: /Abrir conversa no WhatsApp/ })).toBeVisible();
    // axe's target-size rule counts a control scrolled under the sticky header as "obscured", which
    // depends on where the click left the scroll position, not on the page: check from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    const violations = await axeViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`)).toEqual([]);
  });

  test('confirmed department numbers carry no sample mark; the office social profiles show in the footer', async ({ page }) => {
    await openForm(page);
    const departments = page.locator('section.departments');
    await expect(departments.locator('a[href^="tel:"]')).toHaveCount(6);
    await expect(departments.locator('[data-sample-mark]')).toHaveCount(0);
    // The office's own phone is still a sample in this fixture: still marked.
    await expect(page.locator('section.contact-info [data-sample-mark]').first()).toHaveText('(número de exemplo)');
    const social = page.locator('footer').getByRole('link', { name: /Instagram|Facebook/ });
    await expect(social).toHaveText(CONFIRMED_SOCIAL.map((s) => new RegExp(`^${s.nome}`)));
    for (const [i, profile] of CONFIRMED_SOCIAL.entries()) {
      await expect(social.nth(i)).toHaveAttribute('href', profile.url);
      await expect(social.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
