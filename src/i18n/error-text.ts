import { API_TEXT_PREFIX, type Locale, type TextKey, t, textOf } from './index.ts';

/** The {name} values of a text made from a template with placeholders; undefined when it is not one. */
function templateValues(template: string, text: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(text);
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) : undefined;
}

/**
 * An API error's text in the page's language, found by the error's key (src/contract/errors.ts);
 * the API's own text (messages.type) for a key the page does not know. An error with {values}
 * reads them out of the API's text; when they cannot be read, the API's text is shown.
 */
export function errorText(locale: Locale, key: string | undefined, apiText: string): string {
  const text = key === undefined ? undefined : textOf(locale, key);
  if (text === undefined || !/\{\w+\}/.test(text)) return text ?? apiText;
  const template = textOf(locale, `${API_TEXT_PREFIX}${key}`);
  const values = template === undefined ? undefined : templateValues(template, apiText);
  return values ? t(locale, key as TextKey, values) : apiText;
}
