/**
 * The lookup key of a Material icon name as an operator may write it: `LiveTv`, `live_tv`,
 * `live-tv`, `LiveTvOutlined` and `LiveTvRounded` all name the same icon.
 */
export function categoryIconKey(name: string): string {
  return name
    .trim()
    .replace(/(Outlined|Rounded|Sharp|TwoTone|Filled)$/u, '')
    .replace(/[\s_-]+/gu, '')
    .toLowerCase();
}
