import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('writes each table row on one line, cells in order joined by " | "', () => {
    const html =
      '<table border="1"><tr><th>Vessel</th><th>DWT</th><th>Open</th></tr>\n' +
      '<tr><td>SEA ORCHID</td><td>58,000</td><td>CJK<br>10-15 Dec</td></tr>\n' +
      '<tr><td>TBN</td><td></td><td>Spore</td><td>&nbsp;</td></tr></table>';
    expect(htmlToText(html)).toBe('Vessel | DWT | Open\nSEA ORCHID | 58,000 | CJK 10-15 Dec\nTBN |  | Spore');
  });

  it('closes cells and rows the HTML leaves open', () => {
    expect(htmlToText('<table><tr><td>a<td>b<tr><td>c<td>d</table>after')).toBe('a | b\nc | d\nafter');
    expect(htmlToText('<table><tr><td>never<td>closed')).toBe('never | closed');
  });

  it('writes a layout table (one cell, or cells holding tables) as the blocks inside it', () => {
    const html =
      '<table><tr><td><p>Dear all,</p><p>Our positions:</p>' +
      '<table><tr><td>SEA ORCHID</td><td>58,000</td></tr><tr><td>CAPE ROSE</td><td>180,000</td></tr></table>' +
      '<p>Regards</p></td></tr></table>';
    expect(htmlToText(html)).toBe('Dear all,\n\nOur positions:\n\nSEA ORCHID | 58,000\nCAPE ROSE | 180,000\n\nRegards');
  });

  it('reads tables nested past 8 deep as plain blocks', () => {
    const html = '<table><tr><td>'.repeat(12) + 'deep' + '</td></tr></table>'.repeat(12);
    expect(htmlToText(html)).toBe('deep');
  });

  it('spaces paragraphs with a blank line, but not Outlook (Mso) or Gmail (div) lines', () => {
    expect(htmlToText('<p>Dear all,</p><p>MV A<br>open CJK</p><p>MV B</p>')).toBe('Dear all,\n\nMV A\nopen CJK\n\nMV B');
    const outlook =
      '<p class=MsoNormal>MV A 58K<o:p></o:p></p><p class=MsoNormal>open CJK</p>' +
      '<p class=MsoNormal><o:p>&nbsp;</o:p></p><p class="MsoPlainText">MV B 63K</p>';
    expect(htmlToText(outlook)).toBe('MV A 58K\nopen CJK\n\nMV B 63K');
    expect(htmlToText('<div>MV A</div><div>open CJK</div><div><br></div><div>MV B</div>')).toBe('MV A\nopen CJK\n\nMV B');
  });

  it('keeps runs of non-breaking spaces, which brokers align columns with', () => {
    expect(htmlToText('<p>SEA&nbsp;ORCHID&nbsp;&nbsp;&nbsp;58,000 \n   dwt</p>')).toBe('SEA ORCHID   58,000 dwt');
  });

  it('keeps <pre> text as written', () => {
    expect(htmlToText('<pre>VESSEL   DWT\r\nORCHID   58,000</pre>after')).toBe('VESSEL   DWT\nORCHID   58,000\nafter');
  });

  it('marks list items', () => {
    expect(htmlToText('<ul><li>MV A<li>MV B</ul><ol><li>wheat</li><li>corn</li></ol>')).toBe('* MV A\n* MV B\n1. wheat\n2. corn');
  });

  it('drops scripts, styles, the title and comments; keeps the text of links', () => {
    const html =
      '<html><head><title>Circular</title><style>td{color:red}</style></head><body>' +
      '<!-- <p>hidden</p> --><script>document.write("<p>x</p>")</script>' +
      '<p>See <a href="https://example.com">our list</a></p></body></html>';
    expect(htmlToText(html)).toBe('See our list');
  });

  it('decodes named and numeric entities, in any case of tag names', () => {
    expect(htmlToText('<P>L&amp;C &ndash; 10&#37; MOLOO &#x2F; Paran&aacute;&nbsp;&lt;ok&gt;</P>')).toBe('L&C – 10% MOLOO / Paraná <ok>');
  });

  it('reads a stray </br> as a line break, as browsers do', () => {
    expect(htmlToText('MV A</br>open CJK')).toBe('MV A\nopen CJK');
  });

  it('keeps at most one blank line and none at either end', () => {
    expect(htmlToText('<br><br><br>a<br><br><br><br>b<br><br>')).toBe('a\n\nb');
  });

  it('reads unclosed and unbalanced markup in linear time', () => {
    expect(htmlToText('<ul>'.repeat(100_000) + 'x' + '</span>'.repeat(100_000))).toBe('x');
    expect(htmlToText(`<p>${'&nbsp;'.repeat(500_000)}x</p>`)).toBe(`${' '.repeat(500_000)}x`);
    expect(htmlToText(`<div class="${'a'.repeat(1_000_000)}`)).toBe('');
  });
});
