import { describe, expect, it } from 'vitest';
import { STYLE_URLS } from '../../../tests/component/xss-payloads';
import { cssLoads, stripStyleLoads } from './css';

describe('inline styles that load something', () => {
  it('finds every way of writing a URL, an import or a script in CSS', () => {
    expect(STYLE_URLS.map(cssLoads)).toEqual(STYLE_URLS.map(() => true));
  });

  it('drops those declarations and keeps the others as written', () => {
    for (const style of STYLE_URLS) {
      expect(stripStyleLoads(style), style).toBe('');
      expect(stripStyleLoads(`color:red; ${style} ;font-size:15px`), style).toBe('color:red;font-size:15px');
    }
  });

  it('leaves styles that load nothing alone, quotes and brackets included', () => {
    const styles = [
      'margin:0 0 16px;line-height:1.75;color:#333333',
      'font-family:"Helvetica Neue", "PingFang SC", serif;background:#f6f8fa',
      'color:rgb(0 0 0 / 50%);width:calc(100% - 2em);box-shadow:0 1px 2px rgba(0,0,0,.1)',
      'background:linear-gradient(90deg, #fff, #000)',
    ];
    expect(styles.map(stripStyleLoads)).toEqual(styles);
    expect(styles.map(cssLoads)).toEqual(styles.map(() => false));
  });

  it('keeps nothing of a value that cannot be split (a bracket left open)', () => {
    expect(stripStyleLoads('color:red;background:url(http://e.example/p.png;color:blue')).toBe('color:red');
    expect(stripStyleLoads('background:url("http://e.example/p;.png")')).toBe('');
  });
});
