import { makeCase } from '../test/render';
import { groupCases, sectionOf } from './cases';

describe('groupCases', () => {
  it('puts new, opened, closed and refused cases in the sections new, processing and closed', () => {
    expect(sectionOf('new')).toBe('new');
    expect(sectionOf('opened')).toBe('processing');
    expect(sectionOf('closed')).toBe('closed');
    expect(sectionOf('refused')).toBe('closed');
  });

  it('keeps the section order and the order inside each, and leaves out empty sections', () => {
    const closed = makeCase({ status: 'closed' });
    const fresh = makeCase({ status: 'new' });
    const refused = makeCase({ status: 'refused' });
    const fresher = makeCase({ status: 'new' });
    const groups = groupCases([closed, fresh, refused, fresher]);
    expect(groups.map((group) => [group.section, group.items.map((item) => item.token)])).toEqual([
      ['new', [fresh.token, fresher.token]],
      ['closed', [closed.token, refused.token]],
    ]);
  });

  it('answers no group for no case', () => {
    expect(groupCases([])).toEqual([]);
  });
});
