import type { APIRequestContext, Locator } from '@playwright/test';
import { isTcKimlikNo } from '../../src/domain/address/national-id.ts';
import { findProduct, plainAndPriced } from './catalog-api.ts';
import { DESKTOP, expect, PHONE, test } from './fixtures.ts';

// The checkout's first step, CheckoutPreview (/siparis/adres): sign-in first, the saved addresses
// as cards, the 'invoice address same' box, the add and edit dialog with every SPEC §5 rule, and
// Continue to the payment step (built on another branch: only its URL is checked here).

interface SavedAddress {
  id: number;
  addressTitle: string;
  name: string;
}

/** Puts one piece of a buyable product into the cart of whoever the request client is. */
async function fillCart(request: APIRequestContext): Promise<void> {
  const product = await findProduct(
    request,
    (p) => plainAndPriced(p) && p.quantity > 20 && p.currency === 'TRY',
    { what: 'buyable product' },
  );
  const res = await request.post(`/api/catalog/cart/${product.id}`, { form: { quantity: '1' } });
  expect(res.status()).toBeLessThan(300);
}

function escapeRe(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The field shows the message: marked invalid, the message read as its description. */
async function expectError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(escapeRe(message));
}

async function expectNoError(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

const tx = {
  tr: {
    prefix: '',
    heading: 'Siparişi Tamamla',
    same: 'Faturamı aynı adrese gönder',
    both: 'Teslimat ve Fatura Adresi',
    delivery: 'Teslimat Adresi',
    invoice: 'Fatura Adresi',
    continue: 'Devam Et',
    required: 'Lütfen adres seçiniz!',
    addNew: 'Yeni Adres Ekle',
    addTitle: 'Adres Ekle',
    editTitle: 'Adres Düzenle',
    cancel: 'Vazgeç',
    save: 'Kaydet',
    edit: (title: string) => `${title} adresini düzenle`,
    f: {
      title: 'Adres Başlığı',
      name: 'Ad Soyad',
      country: 'Ülke',
      city: 'İl',
      town: 'İlçe',
      address: 'Adres',
      phone: 'Telefon',
      id: 'T.C. Kimlik No',
      company: 'Firma Adı',
      office: 'Vergi Dairesi',
      tax: 'Vergi No',
      individual: 'Bireysel',
      corporate: 'Kurumsal',
    },
    m: {
      title: 'Lütfen adres başlığı girin.',
      name: 'Lütfen adınızı girin.',
      city: 'Lütfen şehir seçin.',
      town: 'Lütfen ilçe seçin.',
      addressAdd: 'Lütfen adres girin. (en az 10 karakter olmalıdır)',
      addressEdit: 'Lütfen adres girin.',
      phoneAdd: 'Lütfen geçerli telefon numarası girin.',
      phoneEdit: 'Lütfen telefon numaranızı girin.',
      required: 'Bu alanın doldurulması zorunludur.',
      tckn: 'Lütfen geçerli bir T.C. Kimlik Numarası girin.',
    },
    germany: 'Almanya',
    emptyCart: 'Sepetinizde ürün bulunmamaktadır.',
    backToCart: 'Sepete Dön',
    noAddresses: 'Kayıtlı adresiniz bulunmamaktadır. Lütfen yeni bir adres ekleyin.',
    kvkk: 'KVKK Aydınlatma Metni',
  },
  en: {
    prefix: '/en',
    heading: 'Complete Your Order',
    same: 'Send my invoice to the same address',
    both: 'Delivery and Invoice Address',
    delivery: 'Delivery Address',
    invoice: 'Invoice Address',
    continue: 'Continue',
    required: 'Please choose an address!',
    addNew: 'Add New Address',
    addTitle: 'Add Address',
    editTitle: 'Edit Address',
    cancel: 'Cancel',
    save: 'Save',
    edit: (title: string) => `Edit the address ${title}`,
    f: {
      title: 'Address title',
      name: 'Full name',
      country: 'Country',
      city: 'Province',
      town: 'District',
      address: 'Address',
      phone: 'Phone',
      id: 'Turkish ID number (T.C. Kimlik No)',
      company: 'Company name',
      office: 'Tax office',
      tax: 'Tax number',
      individual: 'Individual',
      corporate: 'Corporate',
    },
    m: {
      title: 'Please enter an address title.',
      name: 'Please enter your name.',
      city: 'Please select a city.',
      town: 'Please select a district.',
      addressAdd: 'Please enter an address. (at least 10 characters)',
      addressEdit: 'Please enter an address.',
      phoneAdd: 'Please enter a valid phone number.',
      phoneEdit: 'Please enter your phone number.',
      required: 'This field is required.',
      tckn: 'Please enter a valid Turkish identity number (T.C. Kimlik No).',
    },
    germany: 'Germany',
    emptyCart: 'Your cart is empty.',
    backToCart: 'Back to Cart',
    noAddresses: 'You have no saved address. Please add a new one.',
    kvkk: 'KVKK Privacy Notice',
  },
} as const;
type Tx = (typeof tx)[keyof typeof tx];

const stepPath = (t: Tx) => `${t.prefix}/siparis/adres`;
const paymentPath = (t: Tx) => `${t.prefix}/siparis/odeme`;

/** The form's fields inside the open dialog. */
function formOf(dialog: Locator, t: Tx) {
  return {
    title: dialog.getByLabel(t.f.title),
    name: dialog.getByLabel(t.f.name),
    country: dialog.getByLabel(t.f.country),
    city: dialog.getByLabel(t.f.city, { exact: true }),
    town: dialog.getByLabel(t.f.town),
    address: dialog.getByLabel(t.f.address, { exact: true }),
    phone: dialog.getByLabel(t.f.phone),
    id: dialog.getByLabel(t.f.id),
    company: dialog.getByLabel(t.f.company),
    office: dialog.getByLabel(t.f.office),
    tax: dialog.getByLabel(t.f.tax),
    individual: dialog.getByRole('radio', { name: t.f.individual }),
    corporate: dialog.getByRole('radio', { name: t.f.corporate }),
    save: dialog.getByRole('button', { name: t.save }),
    cancel: dialog.getByRole('button', { name: t.cancel }),
  };
}

test.describe('a guest', () => {
  for (const t of [tx.tr, tx.en]) {
    test(`is sent to sign in and comes back to the step with the cart (${t.prefix || '/'})`, async ({
      page,
      newCustomer,
    }) => {
      const customer = await newCustomer();
      await fillCart(page.request); // the guest cart, merged at sign-in
      await page.goto(stepPath(t));
      await expect(page).toHaveURL(`${t.prefix}/account/login?redirect=${encodeURIComponent(stepPath(t))}`);
      const signInForm = page.getByRole('region', { name: t.prefix ? 'Sign In' : 'Üye Girişi' });
      await signInForm.getByLabel(t.prefix ? 'Email' : 'E-posta').fill(customer.email);
      await signInForm.getByLabel(t.prefix ? 'Password' : 'Şifre').fill(customer.password);
      await signInForm.getByRole('button', { name: t.prefix ? 'Sign In' : 'Giriş Yap' }).click();

      await expect(page).toHaveURL(stepPath(t));
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      // The new customer has no address yet: the step invites adding one; the cart came along.
      await expect(page.getByText(t.noAddresses)).toBeVisible();
      await expect(page.getByRole('button', { name: t.addNew })).toBeVisible();
      const cart = await (await page.request.get('/api/catalog/cart')).json();
      expect(cart.items).toHaveLength(1);
    });
  }
});

test('an empty cart says so and leads back to the cart instead of the step', async ({
  page,
  newCustomer,
  signIn,
}) => {
  const customer = await newCustomer();
  await signIn(page, customer);
  await page.goto('/siparis/adres');
  await expect(page.getByText(tx.tr.emptyCart)).toBeVisible();
  await expect(page.getByRole('link', { name: tx.tr.backToCart })).toHaveAttribute('href', '/sepet');
  await expect(page.getByRole('button', { name: tx.tr.continue })).toHaveCount(0);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`an empty cart: the payment step too shows only the message and the ways back (${viewport.width} px)`, async ({
    openPage,
    newCustomer,
    signIn,
    noAxeViolations,
  }) => {
    const page = await openPage(viewport);
    await signIn(page, await newCustomer());
    for (const path of [paymentPath(tx.tr), stepPath(tx.tr)]) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByText(tx.tr.emptyCart)).toBeVisible();
      await expect(main.getByRole('link', { name: tx.tr.backToCart })).toHaveAttribute('href', '/sepet');
      await expect(main.getByRole('link', { name: 'Alışverişe Devam Et' })).toHaveAttribute('href', '/');
      // No methods, card form, agreements or action, and no step marked done (walkthrough m23).
      await expect(main.getByRole('radio')).toHaveCount(0);
      await expect(main.getByRole('textbox')).toHaveCount(0);
      await expect(main.getByRole('checkbox')).toHaveCount(0);
      await expect(main.getByRole('button', { name: /Ödeme Yap|Sipariş Ver|Devam Et/ })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Sipariş adımları' })).toHaveCount(0);
      await expect(main.getByText('(tamamlandı)')).toBeHidden();
      await noAxeViolations(page);
    }
    await page.context().close();
  });

  test(`the only saved address is chosen when the shopper comes back; two are not (${viewport.width} px)`, async ({
    openPage,
    newCustomer,
    signIn,
    saveAddress,
    noAxeViolations,
  }) => {
    const page = await openPage(viewport);
    await signIn(page, await newCustomer());
    await fillCart(page.request);
    await saveAddress(page, { title: 'Ev' });
    await page.goto(stepPath(tx.tr));
    // Walkthrough m16: one address is the only possible choice, as delivery and invoice address.
    await expect(page.getByRole('radio', { name: 'Ev' })).toBeChecked();
    await page.getByLabel(tx.tr.same).uncheck();
    await expect(page.getByRole('radio', { name: 'Ev' }).first()).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Ev' }).last()).toBeChecked();
    await page.getByLabel(tx.tr.same).check();
    await noAxeViolations(page);
    await page.getByRole('button', { name: tx.tr.continue }).click();
    await expect(page).toHaveURL(paymentPath(tx.tr));

    // With two saved addresses nothing is chosen for the shopper (SPEC §4: a count change clears it).
    await saveAddress(page, { title: 'İş' });
    await page.goto(stepPath(tx.tr));
    await expect(page.getByRole('radio', { name: 'İş' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Ev' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'İş' })).not.toBeChecked();
    await page.getByRole('button', { name: tx.tr.continue }).click();
    await expect(page.getByRole('alert').filter({ hasText: tx.tr.required })).toBeVisible();
    await page.context().close();
  });
}

test.describe("the demo customer's saved addresses", () => {
  for (const [t, viewport] of [
    [tx.tr, PHONE],
    [tx.en, DESKTOP],
    [tx.tr, DESKTOP],
  ] as const) {
    test(`choose, separate the invoice address, continue (${t.prefix || '/'}, ${viewport.width} px)`, async ({
      demo,
      openPage,
      signIn,
      noAxeViolations,
    }) => {
      const page = await openPage(viewport, { locale: t.prefix ? 'en-US' : 'tr-TR' });
      await signIn(page, demo);
      await fillCart(page.request);
      const saved = (await (await page.request.get('/api/catalog/address')).json()) as SavedAddress[];
      const home = saved.find((a) => a.addressTitle === 'Ev' && a.name === 'Ayşe Yılmaz');
      const work = saved.find((a) => a.addressTitle === 'İş Yeri' && a.name === 'Ayşe Yılmaz');
      if (!home || !work) throw new Error("the demo customer's seeded addresses");

      // No console error on the way (a hydration mismatch would show up here).
      const consoleErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      await page.goto(stepPath(t));
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const same = page.getByRole('checkbox', { name: t.same });
      await expect(same).toBeChecked();
      const both = page.getByRole('group', { name: t.both });
      const homeRadio = both.getByRole('radio', { name: 'Ev', exact: true });
      const workRadio = both.getByRole('radio', { name: 'İş Yeri', exact: true });
      await expect(homeRadio).not.toBeChecked();
      await expect(workRadio).not.toBeChecked();

      // What SPEC §2 lists on a card: for Türkiye the town / city / country; the ID or the company lines.
      await expect(homeRadio).toHaveAccessibleDescription(/Ayşe Yılmaz/);
      await expect(homeRadio).toHaveAccessibleDescription(/Kadıköy \/ İSTANBUL \/ Türkiye/);
      await expect(homeRadio).toHaveAccessibleDescription(/\+90 \(5\d\d\) \d{3} \d\d \d\d/);
      await expect(homeRadio).toHaveAccessibleDescription(
        new RegExp(
          `${t.prefix ? 'Turkish ID number \\(T\\.C\\. Kimlik No\\)' : 'T\\.C\\. Kimlik No'}: \\d{11}`,
        ),
      );
      await expect(workRadio).toHaveAccessibleDescription(/Çankaya \/ ANKARA \/ Türkiye/);
      await expect(workRadio).toHaveAccessibleDescription(/Yılmaz Bilişim Ltd\. Şti\./);
      await expect(workRadio).toHaveAccessibleDescription(new RegExp(`${t.f.tax}: 9471038265`));
      await expect(workRadio).toHaveAccessibleDescription(new RegExp(`${t.f.office}: Çankaya`));
      await noAxeViolations(page);
      // Nothing sticks out sideways, even on a 360 px phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // Continue without a choice: the in-page alert.
      await page.getByRole('button', { name: t.continue }).click();
      await expect(page.getByRole('alert')).toHaveText(t.required);

      // One choice is both addresses while the box is checked.
      // A click anywhere on the card chooses it (here on its town / city line).
      const line = page.getByText('Kadıköy / İSTANBUL / Türkiye');
      await line.scrollIntoViewIfNeeded();
      const box = await line.boundingBox();
      if (!box) throw new Error('the card line is not laid out');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(homeRadio).toBeChecked();
      await expect(page.getByRole('alert')).toHaveCount(0);

      // Unchecked: two lists, the invoice one starting from the same choice.
      await same.uncheck();
      const delivery = page.getByRole('group', { name: t.delivery, exact: true });
      const invoice = page.getByRole('group', { name: t.invoice, exact: true });
      await expect(delivery.getByRole('radio', { name: 'Ev', exact: true })).toBeChecked();
      await expect(invoice.getByRole('radio', { name: 'Ev', exact: true })).toBeChecked();
      await invoice.getByRole('radio', { name: 'İş Yeri', exact: true }).check();
      await expect(delivery.getByRole('radio', { name: 'Ev', exact: true })).toBeChecked();
      await expect(invoice.getByRole('radio', { name: 'İş Yeri', exact: true })).toBeChecked();

      expect(consoleErrors).toEqual([]);
      const posted = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/api/catalog/post_address'),
      );
      await page.getByRole('button', { name: t.continue }).click();
      const body = new URLSearchParams((await posted).postData() ?? '');
      expect(body.get('teslimat_address_id')).toBe(String(home.id));
      expect(body.get('fatura_address_id')).toBe(String(work.id));
      await expect(page).toHaveURL(paymentPath(t));
      await page.context().close();
    });
  }

  test('keyboard only: Tab to the choice, Space chooses, Enter continues (360 px)', async ({
    demo,
    openPage,
    signIn,
  }) => {
    const page = await openPage(PHONE);
    await signIn(page, demo);
    await fillCart(page.request);
    await page.goto('/siparis/adres');
    const same = page.getByRole('checkbox', { name: tx.tr.same });
    await expect(same).toBeChecked();

    const tabTo = async (target: Locator, max = 80) => {
      for (let i = 0; i < max; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('not reached with Tab');
    };
    // Space on the box unchecks it; again checks it.
    await tabTo(same);
    await page.keyboard.press('Space');
    await expect(same).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(same).toBeChecked();

    // Tab reaches the radio group; the arrow keys move, Space chooses.
    const group = page.getByRole('group', { name: tx.tr.both });
    await page.keyboard.press('Tab');
    const first = group.getByRole('radio').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio').nth(1)).toBeChecked();

    // The next card's edit button opens the dialog; Escape closes it and focus comes back.
    const secondTitle = await group
      .getByRole('radio')
      .nth(1)
      .evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
    const edit = group.getByRole('button', { name: tx.tr.edit(secondTitle) });
    await page.keyboard.press('Tab');
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: tx.tr.editTitle });
    await expect(dialog).toBeVisible();
    await expect(formOf(dialog, tx.tr).title).toBeFocused();
    await expect(formOf(dialog, tx.tr).title).toHaveValue(secondTitle);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    const next = page.getByRole('button', { name: tx.tr.continue });
    await tabTo(next);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/siparis/odeme');
    await page.context().close();
  });
});

test.describe('the address dialog', () => {
  test('add: errors on blur and on submit, masks, il → ilçe, bireysel/kurumsal, T.C. Kimlik No (tr, desktop)', async ({
    openPage,
    newCustomer,
    signIn,
    noAxeViolations,
  }) => {
    const t = tx.tr;
    expect(isTcKimlikNo('12345678901')).toBe(false);
    expect(isTcKimlikNo('10000000146')).toBe(true);
    const page = await openPage(DESKTOP);
    const customer = await newCustomer();
    await signIn(page, customer);
    await fillCart(page.request);
    const store = await (await page.request.get('/api/catalog/store')).json();
    expect(store.settings.tcknVknKontrol).toBe('1');

    await page.goto('/siparis/adres');
    await page.getByRole('button', { name: t.addNew }).click();
    const dialog = page.getByRole('dialog', { name: t.addTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: new RegExp(t.kvkk) })).toHaveAttribute(
      'href',
      '/kvkk-aydinlatma-metni',
    );
    const f = formOf(dialog, t);
    await expect(f.title).toBeFocused();
    await expect(f.country).toHaveValue('TR');
    await expect(f.city).toHaveValue('0');
    await expect(f.city.getByRole('option', { selected: true })).toHaveText('Seçin');
    await expect(f.individual).toBeChecked();

    // On blur: only the field left shows its message.
    await f.title.focus();
    await page.keyboard.press('Tab');
    await expectError(f.title, t.m.title);
    await expectNoError(f.name);
    await noAxeViolations(page);

    // On submit: every failing field, and nothing is sent.
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/catalog\/address$/.test(r.url())) posts++;
    });
    await f.save.click();
    await expectError(f.name, t.m.name);
    await expectError(f.city, t.m.city);
    await expectError(f.town, t.m.town);
    await expectError(f.address, t.m.addressAdd);
    await expectError(f.phone, t.m.phoneAdd);
    await expectError(f.id, t.m.required);
    await expect(f.title).toBeFocused(); // the first failing field
    expect(posts).toBe(0);

    // Typing: letters (Turkish included) and spaces only in the name; the phone mask.
    await f.title.fill('Yazlık');
    await expectNoError(f.title);
    await f.name.pressSequentially('Çağrı1 Öz-demir!');
    await expect(f.name).toHaveValue('Çağrı Özdemir');
    await expectNoError(f.name);
    await f.phone.pressSequentially('5321234567');
    await expect(f.phone).toHaveValue('+90 (532) 123 45 67');
    await expectNoError(f.phone);
    await f.phone.fill('');
    await f.phone.pressSequentially('0 (532) 12');
    await expect(f.phone).toHaveValue('+90 (532) 12');
    await expectError(f.phone, t.m.phoneAdd);
    // A landline is taken as typed, never rewritten into a mobile (walkthrough m17).
    await f.phone.fill('');
    await f.phone.pressSequentially('2161234567');
    await expect(f.phone).toHaveValue('+90 (216) 123 45 67');
    await expectNoError(f.phone);
    // SPEC §9: a tap on the masked field puts the caret at the end, so the next digit goes there.
    await f.phone.fill('');
    await f.phone.pressSequentially('216123');
    await f.phone.click({ position: { x: 4, y: 8 } });
    await page.keyboard.type('4');
    await expect(f.phone).toHaveValue('+90 (216) 123 4');
    await f.phone.fill('');
    await f.phone.pressSequentially('5551112233');
    await expect(f.phone).toHaveValue('+90 (555) 111 22 33');
    await f.address.fill('Kısa');
    await expectError(f.address, t.m.addressAdd);
    await f.address.fill('Atatürk Caddesi No: 5 Daire 2');
    await expectNoError(f.address);

    // İl → ilçe: the districts follow the province; another province resets the district.
    await expect(f.town.getByRole('option')).toHaveCount(1);
    await f.city.selectOption({ label: 'İZMİR' });
    await expectNoError(f.city);
    await expect(f.town.getByRole('option', { name: 'Karşıyaka' })).toHaveCount(1);
    await f.town.selectOption({ label: 'Karşıyaka' });
    await expectNoError(f.town);
    await f.city.selectOption({ label: 'ANKARA' });
    await expect(f.town).toHaveValue('0');
    await expectError(f.town, t.m.town);
    await expect(f.town.getByRole('option', { name: 'Karşıyaka' })).toHaveCount(0);
    await f.town.selectOption({ label: 'Çankaya' });

    // The T.C. Kimlik No: 11 digits at most, digits only, and its checksum.
    await f.id.pressSequentially('1234a5678901999');
    await expect(f.id).toHaveValue('12345678901');
    await f.id.blur();
    await expectError(f.id, t.m.tckn);
    await f.save.click();
    await expectError(f.id, t.m.tckn);
    expect(posts).toBe(0);

    // Kurumsal clears the ID and asks for the company fields; Bireysel clears those again.
    await f.corporate.check();
    await expect(f.id).toHaveCount(0);
    await expectError(f.company, t.m.required);
    await expectError(f.office, t.m.required);
    await expectError(f.tax, t.m.required);
    await f.company.fill('Özdemir Ticaret A.Ş.');
    await f.office.fill('Kavaklıdere');
    await f.tax.pressSequentially('94710382651');
    await expect(f.tax).toHaveValue('9471038265');
    await f.individual.check();
    await expect(f.company).toHaveCount(0);
    await expect(f.id).toHaveValue('');
    await f.corporate.check();
    await expect(f.company).toHaveValue('');
    await f.individual.check();
    await f.id.fill('10000000146');
    await expectNoError(f.id);

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/catalog\/address$/.test(r.url()),
    );
    await f.save.click();
    expect((await saved).status()).toBe(201);
    await expect(dialog).toBeHidden();
    // The new address is chosen.
    const radio = page.getByRole('group', { name: t.both }).getByRole('radio', { name: 'Yazlık' });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveAccessibleDescription(/Çağrı Özdemir/);
    await expect(radio).toHaveAccessibleDescription(/Çankaya \/ ANKARA \/ Türkiye/);
    await expect(radio).toHaveAccessibleDescription(/T\.C\. Kimlik No: 10000000146/);

    // Edit: the 'edit' messages; the change shows on the card, which stays chosen.
    await page.getByRole('button', { name: t.edit('Yazlık') }).click();
    const editDialog = page.getByRole('dialog', { name: t.editTitle });
    const e = formOf(editDialog, t);
    await expect(e.title).toHaveValue('Yazlık');
    await expect(e.city).toHaveValue('6');
    await expect(e.town.getByRole('option', { selected: true })).toHaveText('Çankaya');
    await expect(e.phone).toHaveValue('+90 (555) 111 22 33');
    await e.phone.fill('');
    await e.phone.blur();
    await expectError(e.phone, t.m.phoneEdit);
    await e.address.fill('Kısa');
    await e.address.blur();
    await expectError(e.address, t.m.addressEdit);
    await noAxeViolations(page);
    await e.phone.pressSequentially('5559998877');
    await e.address.fill('Tunalı Hilmi Caddesi No: 40');
    await e.title.fill('Yazlık Ev');
    await e.save.click();
    await expect(editDialog).toBeHidden();
    const edited = page.getByRole('radio', { name: 'Yazlık Ev' });
    await expect(edited).toBeChecked();
    await expect(edited).toHaveAccessibleDescription(/Tunalı Hilmi Caddesi No: 40/);
    await expect(edited).toHaveAccessibleDescription(/\+90 \(555\) 999 88 77/);

    // A non-Türkiye address: no province, district or ID; a '+' and digits up to 30; the fillers saved.
    await page.getByRole('button', { name: t.addNew }).click();
    const foreign = formOf(page.getByRole('dialog', { name: t.addTitle }), t);
    await foreign.title.fill('Berlin');
    await foreign.name.fill('Çağrı Özdemir');
    await foreign.country.selectOption({ label: t.germany });
    await expect(foreign.city).toHaveCount(0);
    await expect(foreign.town).toHaveCount(0);
    await expect(foreign.id).toHaveCount(0);
    await expect(foreign.individual).toHaveCount(0);
    // The international field takes a leading '+'; a country switch never re-masks a number into
    // another one: a German number is emptied for Türkiye, a +90 number takes the mask (m17).
    await foreign.phone.pressSequentially('4930123456');
    await foreign.country.selectOption({ label: 'Türkiye' });
    await expect(foreign.phone).toHaveValue('');
    await foreign.phone.pressSequentially('5321234567');
    await foreign.country.selectOption({ label: t.germany });
    await expect(foreign.phone).toHaveValue('+905321234567');
    await foreign.country.selectOption({ label: 'Türkiye' });
    await expect(foreign.phone).toHaveValue('+90 (532) 123 45 67');
    await foreign.country.selectOption({ label: t.germany });
    await foreign.phone.fill('');
    await foreign.phone.pressSequentially('+49 (30) 1234-5678 ext 9999999999999999999999');
    await expect(foreign.phone).toHaveValue('+49301234567899999999999999999');
    await foreign.address.fill('Friedrichstraße 100, 10117 Berlin');
    const foreignSaved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/catalog\/address$/.test(r.url()),
    );
    await foreign.save.click();
    const answer = await (await foreignSaved).json();
    expect(answer.address).toMatchObject({
      country: 'DE',
      city: 'Seçin',
      town: 'Seçin',
      idNumber: '11111111111',
      taxNumber: '1111111111',
    });
    // A third address: the count changed, so the choice is the new address alone.
    const berlin = page.getByRole('radio', { name: 'Berlin' });
    await expect(berlin).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Yazlık Ev' })).not.toBeChecked();
    await expect(berlin).toHaveAccessibleDescription(/Almanya/);
    await expect(berlin).not.toHaveAccessibleDescription(/Seçin|11111111111/);
    await page.context().close();
  });

  test('in English at 360 px, keyboard only: the messages, and a new address reached with Tab and Enter', async ({
    openPage,
    newCustomer,
    signIn,
    noAxeViolations,
  }) => {
    const t = tx.en;
    const page = await openPage(PHONE, { locale: 'en-US' });
    const customer = await newCustomer();
    await signIn(page, customer);
    await fillCart(page.request);
    await page.goto('/en/siparis/adres');
    const add = page.getByRole('button', { name: t.addNew });
    await expect(add).toBeVisible();
    await noAxeViolations(page);
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.addTitle });
    const f = formOf(dialog, t);
    await expect(f.title).toBeFocused();
    // Enter on a field submits: every message in English.
    await page.keyboard.press('Enter');
    await expectError(f.title, t.m.title);
    await expectError(f.name, t.m.name);
    await expectError(f.city, t.m.city);
    await expectError(f.town, t.m.town);
    await expectError(f.address, t.m.addressAdd);
    await expectError(f.phone, t.m.phoneAdd);
    await expectError(f.id, t.m.required);
    await expect(f.title).toBeFocused();
    await noAxeViolations(page);

    await page.keyboard.type('Office');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Deniz Aksoy');
    await page.keyboard.press('Tab');
    await expect(f.country).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.city).toBeFocused();
    await page.keyboard.type('ANKARA');
    await expect(f.city).toHaveValue('6');
    await page.keyboard.press('Tab');
    await expect(f.town).toBeFocused();
    await expect(f.town.getByRole('option', { name: 'Çankaya' })).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(f.town).not.toHaveValue('0');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kızılay Meydanı No: 1');
    await page.keyboard.press('Tab');
    await expect(f.phone).toBeFocused();
    await page.keyboard.type('5321234567');
    await expect(f.phone).toHaveValue('+90 (532) 123 45 67');
    await page.keyboard.press('Tab');
    await expect(f.individual).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(f.corporate).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(f.company).toBeFocused();
    await page.keyboard.type('Aksoy Ltd');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kızılbey');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9471038265');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const office = page.getByRole('radio', { name: 'Office' });
    await expect(office).toBeChecked();
    await expect(office).toBeFocused(); // the dialog hands the focus to the saved address
    await expect(office).toHaveAccessibleDescription(/Company name: Aksoy Ltd/);
    await expect(office).toHaveAccessibleDescription(/Tax office: Kızılbey/);
    await expect(office).toHaveAccessibleDescription(/Türkiye/);

    const next = page.getByRole('button', { name: t.continue });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/en/siparis/odeme');
    await page.context().close();
  });
});

test('server and technical errors stay on the page as alerts (tr, 360 px)', async ({
  openPage,
  newCustomer,
  signIn,
}) => {
  const t = tx.tr;
  const page = await openPage(PHONE);
  const customer = await newCustomer();
  await signIn(page, customer);
  await fillCart(page.request);
  await page.goto('/siparis/adres');
  await page.getByRole('button', { name: t.addNew }).click();
  const dialog = page.getByRole('dialog', { name: t.addTitle });
  const f = formOf(dialog, t);
  await f.title.fill('Ev');
  await f.name.fill('Selin Çelik');
  await f.city.selectOption({ label: 'ANTALYA' });
  await f.town.selectOption({ label: 'Muratpaşa' });
  await f.address.fill('Işıklar Caddesi No: 7');
  await f.phone.pressSequentially('5051234567');
  await f.id.fill('10000000146');

  // The server's message (error.messages.type) shows inside the dialog, which stays open.
  await page.route('**/api/catalog/address', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { messages: { type: 'Lütfen ilçe seçin.' } } }),
        })
      : route.continue(),
  );
  await f.save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Lütfen ilçe seçin.');
  // A network failure is the technical error.
  await page.unroute('**/api/catalog/address');
  await page.route('**/api/catalog/address', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  await f.save.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.',
  );
  await page.unroute('**/api/catalog/address');
  await f.save.click();
  await expect(dialog).toBeHidden();
  const radio = page.getByRole('radio', { name: 'Ev' });
  await expect(radio).toBeChecked();

  // Continue's technical failure: the alert, and the step stays.
  await page.route('**/api/catalog/post_address', (route) => route.abort());
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.',
  );
  await expect(page).toHaveURL('/siparis/adres');
  await page.context().close();
});
