import { describe, expect, it } from 'vitest';
import { reasonName, withParents } from '../../../src/common/contactReasons';
import { formatReasons, formatValue } from '../../../src/common/reportColumns';

const tree = [
  { id: 'd', parentId: null, nameEn: 'Delay', nameZh: '延误' },
  { id: 'w', parentId: 'd', nameEn: 'Weather or traffic', nameZh: '天气或交通原因' },
  { id: 'f', parentId: null, nameEn: 'Fees', nameZh: '费用' },
];

describe('contact reason names', () => {
  it('reads "Parent > Child" in the reader\'s language, a top-level reason alone', () => {
    const [delay, weather] = withParents(tree);
    expect(reasonName(weather, 'en')).toBe('Delay > Weather or traffic');
    expect(reasonName(weather, 'zh')).toBe('延误 > 天气或交通原因');
    expect(reasonName(delay, 'zh')).toBe('延误');
  });

  it('shows a chat without reasons as "None given" / "未填写", several joined', () => {
    expect(formatReasons([], 'en')).toBe('None given');
    expect(formatValue('reasonList', undefined, 'zh', String)).toBe('未填写');
    expect(formatReasons(withParents(tree).slice(1), 'en')).toBe('Delay > Weather or traffic; Fees');
  });
});
