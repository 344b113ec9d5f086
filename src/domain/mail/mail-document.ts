/**
 * An e-mail as the shop writes it: a subject and blocks (headings, paragraphs, tables, a link button),
 * rendered once as HTML (inline styles only: mail programs drop style sheets; every text escaped) and
 * once as plain text, the two parts of the same message. The agreements' own blocks (headings,
 * paragraphs, tables) are mail blocks as they are, so the documents reach the buyer as approved.
 */
import { escapeHtml } from '../html-text.ts';

/** One block of an e-mail's body. */
export type MailBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | {
      readonly kind: 'table';
      readonly head: readonly string[];
      readonly rows: readonly (readonly string[])[];
      /** The columns aligned right (amounts), by index. */
      readonly right?: readonly number[];
    }
  | { readonly kind: 'button'; readonly text: string; readonly href: string }
  | { readonly kind: 'rule' };

/** An e-mail to render: its subject, its body, and the shop's line at the foot. */
export interface MailDocument {
  readonly lang: string;
  readonly subject: string;
  readonly blocks: readonly MailBlock[];
  readonly footer: string;
}

/** The rendered e-mail: its subject and both parts. */
export interface MailMessage {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933;';
const CELL = 'padding:6px 8px;border:1px solid #d5dbe1;text-align:left;vertical-align:top;';

/** Only http(s) links become buttons; anything else is shown as text. */
function isWebLink(href: string): boolean {
  return /^https?:\/\/[^\s"<>]+$/i.test(href);
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="${FONT}font-size:18px;margin:24px 0 8px">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="${FONT}font-size:14px;line-height:1.5;margin:0 0 12px">${escapeHtml(block.text).replaceAll('\n', '<br>')}</p>`;
    case 'table': {
      const align = (i: number) => (block.right?.includes(i) ? 'text-align:right;' : '');
      const head = block.head.map(
        (h, i) => `<th style="${CELL}background:#f2f4f7;${align(i)}">${escapeHtml(h)}</th>`,
      );
      const rows = block.rows.map(
        (row) =>
          `<tr>${row.map((c, i) => `<td style="${CELL}${align(i)}">${escapeHtml(c)}</td>`).join('')}</tr>`,
      );
      return `<table role="presentation" style="${FONT}font-size:13px;border-collapse:collapse;width:100%;margin:0 0 16px">${
        head.length > 0 ? `<thead><tr>${head.join('')}</tr></thead>` : ''
      }<tbody>${rows.join('')}</tbody></table>`;
    }
    case 'button':
      return isWebLink(block.href)
        ? `<p style="margin:16px 0"><a href="${escapeHtml(block.href)}" style="${FONT}display:inline-block;background:#0b5cad;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-size:14px">${escapeHtml(block.text)}</a></p>`
        : `<p style="${FONT}font-size:14px">${escapeHtml(block.text)}</p>`;
    case 'rule':
      return '<hr style="border:0;border-top:1px solid #d5dbe1;margin:24px 0">';
  }
}

/** A table as text: one line per row, its cells after their headers. */
function textTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) =>
      row
        .map((cell, i) => (head[i] ? `${head[i]}: ${cell}` : cell))
        .filter((c) => c.trim() !== '')
        .join(' | '),
    )
    .join('\n');
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text.toLocaleUpperCase('tr-TR')}\n${'='.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
      return block.text;
    case 'table':
      return textTable(block.head, block.rows);
    case 'button':
      return isWebLink(block.href) ? `${block.text}: ${block.href}` : block.text;
    case 'rule':
      return '-'.repeat(40);
  }
}

/** Renders an e-mail as HTML and plain text. */
export function renderMail(mail: MailDocument): MailMessage {
  const body = mail.blocks.map(htmlBlock).join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(mail.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa">
<div style="max-width:640px;margin:0 auto;padding:24px 16px;background:#ffffff">
${body}
<p style="${FONT}font-size:12px;color:#52606d;margin:32px 0 0;border-top:1px solid #d5dbe1;padding-top:12px">${escapeHtml(mail.footer)}</p>
</div>
</body></html>
`;
  const text = `${mail.blocks.map(textBlock).join('\n\n')}\n\n--\n${mail.footer}\n`;
  return { subject: mail.subject, text, html };
}
