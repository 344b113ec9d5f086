import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { descriptionHtml } from '../../src/server/catalog/description-html.ts';

// The one policy for product descriptions: the catalog import cleans `aciklama` with it and the
// product page renders with it.

describe('kept structure', () => {
  test('the seed descriptions pass through unchanged', () => {
    const html =
      '<p>Basic Likralı Denim Kot Pantolon, fiyat ve performans dengesini arayanlar için doğru seçim.</p>' +
      '<ul><li>Malzeme: Likralı Denim</li><li>Türkiye’de üretilmiştir</li></ul>';
    expect(descriptionHtml(html)).toBe(html);
  });

  test('headings, emphasis and lists are kept in lower case, without their attributes', () => {
    expect(
      descriptionHtml(
        '<H2 class="x">Başlık</H2><h3>a</h3><h4>b</h4><ol><li><b>1</b></li></ol><p id="p" style="color:red">x<br/>y<BR>z</p><em>e</em><i>i</i><strong>s</strong>',
      ),
    ).toBe(
      '<h2>Başlık</h2><h3>a</h3><h4>b</h4><ol><li><b>1</b></li></ol><p>x<br />y<br />z</p><em>e</em><i>i</i><strong>s</strong>',
    );
  });

  test('an ERP technical table keeps its cells and only colspan and rowspan', () => {
    expect(
      descriptionHtml(
        '<table border="1" class="spec" style="width:100%"><thead><tr><th colspan="2" bgcolor="#eee">Teknik Özellikler</th></tr></thead>' +
          '<tbody><tr><td rowspan="2" width="40%">Güç</td><td>750 W</td></tr><tr><td onclick="x()">220 V</td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><thead><tr><th colspan="2">Teknik Özellikler</th></tr></thead>' +
        '<tbody><tr><td rowspan="2">Güç</td><td>750 W</td></tr><tr><td>220 V</td></tr></tbody></table>',
    );
  });

  test('a web or mail link stays a link, marked nofollow, without a target or a handler', () => {
    expect(
      descriptionHtml(
        '<a href="https://ornek-pompa.com.tr/kilavuz.pdf" target="_blank" rel="opener" onclick="x">kılavuz</a>',
      ),
    ).toBe('<a href="https://ornek-pompa.com.tr/kilavuz.pdf" rel="nofollow">kılavuz</a>');
    expect(descriptionHtml('<a href="mailto:satis@ornek.com.tr">bize yazın</a>')).toBe(
      '<a href="mailto:satis@ornek.com.tr" rel="nofollow">bize yazın</a>',
    );
  });

  test('null and empty give an empty string', () => {
    expect(descriptionHtml(null)).toBe('');
    expect(descriptionHtml(undefined)).toBe('');
    expect(descriptionHtml('')).toBe('');
  });
});

describe('nothing can run, load or lead elsewhere', () => {
  test('a script, a style and an iframe go with their content', () => {
    expect(
      descriptionHtml(
        '<p>a</p><script>alert("x")</script><style>body{display:none}</style><iframe src="//evil"></iframe>',
      ),
    ).toBe('<p>a</p>');
  });

  test('an image goes, with its onerror', () => {
    expect(descriptionHtml('<p>Ürün<img src=x onerror=alert(1)></p>')).toBe('<p>Ürün</p>');
  });

  test('an allowed element loses every event handler', () => {
    expect(descriptionHtml('<p onclick="alert(1)" onmouseover=\'x\'>t</p>')).toBe('<p>t</p>');
  });

  test('a javascript:, data: or protocol-relative link keeps only its text', () => {
    expect(descriptionHtml('<a href="javascript:alert(1)">tıkla</a>')).toBe('tıkla');
    expect(descriptionHtml('<a href=" JaVaScRiPt:alert(1)">tıkla</a>')).toBe('tıkla');
    expect(descriptionHtml('<a href="data:text/html,<script>x</script>">veri</a>')).toBe('veri');
    expect(descriptionHtml('<a href="//evil.example">site</a>')).toBe('site');
  });

  test('other elements (div, span, font) leave their text; svg and comments go', () => {
    expect(
      descriptionHtml(
        '<div class="x"><font color="red">kutu</font> <span>yazı</span></div><svg onload=alert(1)><text>x</text></svg><!-- not -->',
      ),
    ).toBe('kutu yazı');
  });

  test('a stray "<" is text; a quoted ">" does not end the tag early', () => {
    expect(descriptionHtml('3 < 5 ve 7 > 6')).toBe('3 &lt; 5 ve 7 &gt; 6');
    expect(descriptionHtml('<p title="a>b" onclick="x">t</p>')).toBe('<p>t</p>');
  });

  test('entities cannot smuggle markup: &lt;script&gt; stays escaped text', () => {
    expect(descriptionHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });
});

describe('well formed', () => {
  test('open elements are closed', () => {
    expect(descriptionHtml('<ul><li>a<li>b')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(descriptionHtml('<p>a<p>b')).toBe('<p>a</p><p>b</p>');
  });
});

const KEPT =
  /^<\/?(p|ul|ol|li|strong|em|b|i|h2|h3|h4|table|thead|tbody|tr|th|td|a)( (colspan|rowspan|href|rel)="[^"<>]*")*>$|^<br \/>$/;

test('property: no output holds an element outside the policy or an attribute it does not allow', () => {
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
    'https://x.tr',
    '<p>',
    '</p>',
    '<li ',
    '<br/>',
    '<!--',
    '<a ',
    '<td ',
    'colspan',
    'style',
    'x',
  );
  fc.assert(
    fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
      const out = descriptionHtml(parts.join(''));
      for (const m of out.matchAll(/<[^>]*>/g)) expect(m[0]).toMatch(KEPT);
      for (const m of out.matchAll(/href="([^"]*)"/g)) expect(m[1]).toMatch(/^(https?:\/\/|mailto:)/);
      expect(out).not.toMatch(/<(script|img)/i);
    }),
  );
});
