import { describe, expect, it } from 'vitest';
import { splitMarkdownBlocks, splitTableRow, withoutLeadingTitle } from './markdown-blocks';

describe('splitTableRow', () => {
  it('splits cells and trims them', () => {
    expect(splitTableRow('| **Gold** | 50,000 | 2% cashback |')).toEqual([
      '**Gold**',
      '50,000',
      '2% cashback',
    ]);
  });

  it('keeps escaped pipes inside a cell', () => {
    expect(splitTableRow('| a \\| b | c |')).toEqual(['a | b', 'c']);
  });
});

describe('splitMarkdownBlocks', () => {
  it('keeps a body without tables as one run', () => {
    expect(splitMarkdownBlocks('# Hi\n\nText')).toEqual([
      { kind: 'markdown', text: '# Hi\n\nText' },
    ]);
  });

  it('finds a pipe table between runs, with alignment', () => {
    const body = 'Before\n\n| A | B |\n|:---|---:|\n| 1 | 2 |\n| 3 |\n\nAfter';
    expect(splitMarkdownBlocks(body)).toEqual([
      { kind: 'markdown', text: 'Before\n' },
      {
        kind: 'table',
        header: ['A', 'B'],
        align: ['left', 'right'],
        rows: [
          ['1', '2'],
          ['3', ''],
        ],
      },
      { kind: 'markdown', text: '\nAfter' },
    ]);
  });

  it('leaves tables inside code fences alone', () => {
    const body = '```\n| A |\n|---|\n```';
    expect(splitMarkdownBlocks(body)).toEqual([{ kind: 'markdown', text: body }]);
  });
});

describe('withoutLeadingTitle', () => {
  it('drops an opening level-one heading only', () => {
    expect(withoutLeadingTitle('# Terms\n\nBody')).toBe('\nBody');
    expect(withoutLeadingTitle('## Part\n\nBody')).toBe('## Part\n\nBody');
    expect(withoutLeadingTitle('Body # not a title')).toBe('Body # not a title');
  });
});
