import { describe, expect, it } from 'vitest';
import { pageComponent } from './component-registry';

describe('the component registry', () => {
  it("shows the original's Druid and Redis views (the seed's names for menus 111 and 113) as this console's screens", () => {
    expect(pageComponent('infra/druid/index')).not.toBeNull();
    expect(pageComponent('infra/druid/index')).toBe(pageComponent('infra/dbMonitor/index'));
    expect(pageComponent('infra/redis/index')).toBe(pageComponent('infra/cache/index'));
    expect(pageComponent('/infra/redis/index.vue')).toBe(pageComponent('infra/cache/index'));
  });

  it('still finds no page for a component nobody built', () => {
    expect(pageComponent('infra/skywalking/index')).toBeNull();
  });
});
