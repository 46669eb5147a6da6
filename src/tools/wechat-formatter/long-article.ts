/**
 * A long, realistic article for measurements (e2e and bench): sections of mixed Chinese and English prose
 * with links, lists, quotes, code blocks and tables, repeated until it reaches `bytes` of UTF-8.
 */
export function longArticle(bytes = 200 * 1024): string {
  const parts: string[] = ['# 长文测试 Long article\n'];
  let size = 0;
  for (let i = 1; size < bytes; i++) {
    const section = [
      `## 第 ${i} 节 Section ${i}`,
      '',
      `这是第 ${i} 段正文，包含**加粗**、*斜体*、~~删除线~~和 \`inline code\`，以及一个[链接](https://example.com/${i})。` +
        `Markdown makes writing for WeChat simple, and this paragraph is long enough to wrap several times on a phone.`,
      '',
      `- 要点一 point one ${i}`,
      `- 要点二 with a [reference](https://example.org/ref/${i % 7})`,
      `  1. 子项 nested`,
      `- [x] 完成 done`,
      '',
      `> 引用 ${i}：好的排版让读者专注于内容。`,
      '',
      '```js',
      `function section${i}(items) {`,
      `  const total = items.reduce((sum, x) => sum + x.value, 0); // 合计`,
      `  return { id: ${i}, total, label: "section-${i}" };`,
      '}',
      '```',
      '',
      '| 名称 Name | 数值 Value | 说明 Note |',
      '| :-- | --: | :-: |',
      `| 甲 ${i} | ${i * 3} | 第一行 |`,
      `| 乙 ${i} | ${i * 7} | second row |`,
      '',
    ].join('\n');
    parts.push(section);
    size += new TextEncoder().encode(section).length + 1;
  }
  return parts.join('\n');
}
