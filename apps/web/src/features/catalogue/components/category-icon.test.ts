import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import { describe, expect, it } from 'vitest';
import { categoryIconComponent, hasCategoryIcon } from './category-icon';
import { categoryIconKey } from './category-icon-key';

describe('categoryIconKey', () => {
  it('reads the ways an operator may write one icon name as one key', () => {
    for (const name of [
      'LiveTv',
      'live_tv',
      'live-tv',
      'LiveTvOutlined',
      ' LiveTvRounded ',
      'livetv',
    ]) {
      expect(categoryIconKey(name), name).toBe('livetv');
    }
  });
});

describe('categoryIconComponent', () => {
  it('maps known Material names and common words to icons', () => {
    expect(categoryIconComponent('LiveTv')).toBe(LiveTvOutlined);
    expect(categoryIconComponent('live_tv')).toBe(LiveTvOutlined);
    for (const name of [
      'Casino',
      'Whatshot',
      'Star',
      'Style',
      'Album',
      'Celebration',
      'AutoAwesome',
      'TableBar',
    ]) {
      expect(hasCategoryIcon(name), name).toBe(true);
    }
  });

  it('falls back to the casino die for a name it does not know', () => {
    expect(hasCategoryIcon('NoSuchIcon')).toBe(false);
    expect(categoryIconComponent('NoSuchIcon')).toBe(CasinoOutlined);
    expect(categoryIconComponent('')).toBe(CasinoOutlined);
  });
});
