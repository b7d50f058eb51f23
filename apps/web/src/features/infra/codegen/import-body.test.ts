import { describe, expect, it } from 'vitest';
import { importBody } from './import-body';

const ROWS = [
  { name: 'demo_article', comment: '文章表' },
  { name: 'demo_note', comment: '' },
  { name: 'demo_tag', comment: '  ' },
  { name: 'demo_zone', comment: '区域' },
];

describe('the import body', () => {
  it('names the chosen tables in the list\'s order, with the typed comments of those the database has none for', () => {
    expect(importBody(0, ROWS, ['demo_tag', 'demo_article', 'demo_note'], { demo_note: ' 便签 ', demo_tag: '标签', demo_zone: 'unused' })).toEqual({
      dataSourceConfigId: 0,
      tableNames: ['demo_article', 'demo_note', 'demo_tag'],
      tableComments: { demo_note: '便签', demo_tag: '标签' },
    });
  });

  it('sends no comments when every chosen table has its own', () => {
    expect(importBody(3, ROWS, ['demo_zone', 'demo_article'], { demo_note: 'typed before it was unchosen' })).toEqual({ dataSourceConfigId: 3, tableNames: ['demo_article', 'demo_zone'] });
  });
});
