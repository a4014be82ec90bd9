/*
 * react-markdown follows CommonMark, which has no tables, and the policy pages (the VIP levels)
 * use GFM pipe tables. Rather than add a dependency, the body is split into Markdown runs and
 * tables here; each table cell is still Markdown (bold, links), rendered inline.
 */

export type CellAlign = 'left' | 'center' | 'right' | undefined;

export type MarkdownBlock =
  | { kind: 'markdown'; text: string }
  | { kind: 'table'; header: string[]; align: CellAlign[]; rows: string[][] };

const DELIMITER_CELL = /^:?-{1,}:?$/;

/** The cells of one `| a | b |` row, trimmed; escaped pipes (`\|`) stay in their cell. */
export function splitTableRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let current = '';
  for (let index = 0; index < row.length; index += 1) {
    const char = row[index];
    if (char === '\\' && row[index + 1] === '|') {
      current += '|';
      index += 1;
    } else if (char === '|') {
      cells.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  cells.push(current.trim());
  return cells;
}

function delimiterAligns(line: string): CellAlign[] | undefined {
  if (!line.includes('-') || !line.trim().startsWith('|')) return undefined;
  const cells = splitTableRow(line);
  if (!cells.every((cell) => DELIMITER_CELL.test(cell))) return undefined;
  return cells.map((cell) => {
    const left = cell.startsWith(':');
    const right = cell.endsWith(':');
    if (left && right) return 'center';
    if (right) return 'right';
    if (left) return 'left';
    return undefined;
  });
}

/** Splits a Markdown body into plain Markdown runs and pipe tables (outside code fences). */
export function splitMarkdownBlocks(markdown: string): MarkdownBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: MarkdownBlock[] = [];
  let run: string[] = [];
  let inFence = false;
  const flush = () => {
    if (run.some((line) => line.trim() !== ''))
      blocks.push({ kind: 'markdown', text: run.join('\n') });
    run = [];
  };

  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const next = lines[index + 1];
    const align =
      !inFence && line.trim().startsWith('|') && next !== undefined
        ? delimiterAligns(next)
        : undefined;
    const header = align === undefined ? undefined : splitTableRow(line);
    if (align === undefined || header === undefined || header.length !== align.length) {
      run.push(line);
      index += 1;
      continue;
    }
    flush();
    const rows: string[][] = [];
    index += 2;
    while (index < lines.length && (lines[index] ?? '').trim().startsWith('|')) {
      const cells = splitTableRow(lines[index] ?? '');
      rows.push(header.map((_, column) => cells[column] ?? ''));
      index += 1;
    }
    blocks.push({ kind: 'table', header, align, rows });
  }
  flush();
  return blocks;
}

/**
 * A body that opens with its own `# Title` repeats the page's title: the page shows the title
 * from the API as its heading, so the first heading is taken off.
 */
export function withoutLeadingTitle(markdown: string): string {
  return markdown.replace(/^\s*#\s[^\n]*\n?/, '');
}
