import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { escapeText, sanitizeHtml } from '../../src/domain/html-sanitizer.ts';

describe('kept structure', () => {
  test('the seed descriptions pass through unchanged', () => {
    const html =
      '<p>Basic Likralı Denim Kot Pantolon, fiyat ve performans dengesini arayanlar için doğru seçim.</p>' +
      '<ul><li>Malzeme: Likralı Denim</li><li>Türkiye’de üretilmiştir</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  test('every allowed element is kept, in lower case, without attributes', () => {
    expect(
      sanitizeHtml(
        '<H2 class="x">Başlık</H2><h3>a</h3><h4>b</h4><ol><li><b>1</b></li></ol><p id="p" style="color:red">x<br/>y<BR>z</p><em>e</em><i>i</i><strong>s</strong>',
      ),
    ).toBe(
      '<h2>Başlık</h2><h3>a</h3><h4>b</h4><ol><li><b>1</b></li></ol><p>x<br>y<br>z</p><em>e</em><i>i</i><strong>s</strong>',
    );
  });

  test('null and empty give an empty string', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('everything else is text', () => {
  test('a script tag and its code show as text', () => {
    expect(sanitizeHtml('<p>a</p><script>alert("x")</script>')).toBe(
      '<p>a</p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
  });

  test('an image with onerror is escaped whole, its attributes with it', () => {
    const out = sanitizeHtml('<img src=x onerror=alert(1)>');
    expect(out).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).not.toContain('<img');
  });

  test('an allowed tag loses an event handler attribute', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover=\'x\'>t</p>')).toBe('<p>t</p>');
  });

  test('a javascript: link is text, never a link', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">tıkla</a>');
    expect(out).toBe('&lt;a href=&quot;javascript:alert(1)&quot;&gt;tıkla&lt;/a&gt;');
    expect(out).not.toMatch(/<a\b/i);
  });

  test('a quoted attribute holding ">" does not end the tag early', () => {
    expect(sanitizeHtml('<p title="a>b" onclick="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img alt="a>b" src=x onerror=y>')).toBe(
      '&lt;img alt=&quot;a&gt;b&quot; src=x onerror=y&gt;',
    );
  });

  test('svg, iframe, style, comments and doctype are text', () => {
    expect(sanitizeHtml('<svg onload=alert(1)>')).toBe('&lt;svg onload=alert(1)&gt;');
    expect(sanitizeHtml('<iframe src="//evil"></iframe>')).toBe(
      '&lt;iframe src=&quot;//evil&quot;&gt;&lt;/iframe&gt;',
    );
    expect(sanitizeHtml('<style>body{}</style>')).toBe('&lt;style&gt;body{}&lt;/style&gt;');
    expect(sanitizeHtml('<!-- x --><!DOCTYPE html>')).toBe('&lt;!-- x --&gt;&lt;!DOCTYPE html&gt;');
  });

  test('a stray "<" or an unfinished tag is text', () => {
    expect(sanitizeHtml('3 < 5 ve 7 > 6')).toBe('3 &lt; 5 ve 7 &gt; 6');
    expect(sanitizeHtml('<p>a</p><p title="x')).toBe('<p>a</p>&lt;p title=&quot;x');
    expect(sanitizeHtml('<p>a</p><scr<script>ipt>')).toBe('<p>a</p>&lt;scr&lt;script&gt;ipt&gt;');
  });
});

describe('well formed', () => {
  test('open elements are closed at the end', () => {
    expect(sanitizeHtml('<ul><li>a<li>b')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeHtml('<p>a<p>b')).toBe('<p>a</p><p>b</p>');
  });

  test('a closing tag without its element is dropped; an outer close closes the inner ones', () => {
    expect(sanitizeHtml('a</p>b</br>')).toBe('ab<br>');
    expect(sanitizeHtml('<p><strong>x</p>y')).toBe('<p><strong>x</strong></p>y');
  });
});

describe('character references', () => {
  test('valid ones are kept, others escaped', () => {
    expect(escapeText('Ç &amp; Ş &nbsp; &#39; &#x27; & &#0; &#xD800; &#1114112; &; &#;')).toBe(
      'Ç &amp; Ş &nbsp; &#39; &#x27; &amp; &amp;#0; &amp;#xD800; &amp;#1114112; &amp;; &amp;#;',
    );
  });

  test('entities cannot smuggle markup: &lt;script&gt; stays escaped text', () => {
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });
});

test('property: no output ever holds a tag outside the allow-list or an attribute', () => {
  const pieces = fc.constantFrom(
    '<',
    '>',
    '"',
    "'",
    '&',
    '/',
    '=',
    ' ',
    'p',
    'script',
    'img',
    'a',
    'onerror',
    'href',
    'javascript:',
    '<p>',
    '</p>',
    '<li ',
    '<br/>',
    '<!--',
    'x',
  );
  fc.assert(
    fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
      const out = sanitizeHtml(parts.join(''));
      for (const m of out.matchAll(/<[^>]*>/g)) {
        expect(m[0]).toMatch(/^<\/?(p|ul|ol|li|strong|em|b|i|br|h2|h3|h4)>$/);
      }
      // Every '<' in the output starts one of those tags; no raw quote can open an attribute.
      expect(out.replace(/<\/?(p|ul|ol|li|strong|em|b|i|br|h2|h3|h4)>/g, '')).not.toMatch(/[<>"]/);
    }),
  );
});
