/** The account e-mails (issue 17): the 'Şifremi Unuttum' link. */
import type { Locale } from '../../domain/locale.ts';
import type { MailDocument } from '../../domain/mail/mail-document.ts';
import { localePath, PASSWORD_RESET_PATHS } from '../../domain/site-paths.ts';
import { t } from '../../i18n/index.ts';
import type { Database } from '../db/client.ts';
import { store } from '../db/schema/index.ts';
import { siteAddress } from '../site-address.ts';
import { queueMail } from './mail-queue.ts';

/** The reset e-mail: the link (valid an hour, once) and what to do if the customer did not ask. */
export function passwordResetMail(
  locale: Locale,
  customerName: string,
  link: string,
  shop: { name: string; email: string; phone: string },
): MailDocument {
  return {
    lang: locale,
    subject: t(locale, 'mail.reset.subject', { shop: shop.name }),
    blocks: [
      { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: customerName }) },
      { kind: 'paragraph', text: t(locale, 'mail.reset.intro') },
      { kind: 'button', text: t(locale, 'mail.reset.button'), href: link },
      { kind: 'paragraph', text: t(locale, 'mail.reset.notYou') },
    ],
    footer: [shop.name, shop.email, shop.phone].filter((part) => part !== '').join(' · '),
  };
}

/** Queues a reset link's e-mail in the request's transaction. */
export async function queuePasswordResetMail(
  tx: Database,
  customer: { email: string; name: string; surname: string },
  token: string,
  locale: Locale,
): Promise<void> {
  const [shop] = await tx
    .select({ name: store.name, email: store.email, phone: store.phone })
    .from(store)
    .limit(1);
  const link = `${siteAddress().origin}${localePath(locale, PASSWORD_RESET_PATHS.reset)}?token=${encodeURIComponent(token)}`;
  await queueMail(tx, {
    kind: 'passwordReset',
    to: customer.email,
    document: passwordResetMail(locale, `${customer.name} ${customer.surname}`.trim(), link, {
      name: shop?.name ?? '',
      email: shop?.email ?? '',
      phone: shop?.phone ?? '',
    }),
  });
}
