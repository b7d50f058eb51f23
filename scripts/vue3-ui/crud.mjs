// The actions every CRUD screen of the Vue 3 UI shares: 新增, 搜索, 编辑, 删除 and 批量删除, described by a spec.
//   spec: { path, create(name) → form fields, search(name) → search fields, edit → form fields,
//           editButton ('编辑' or '修改'), deleteIn ('row' | more-menu label), key(tag) → the row's name }
export function crudActions(spec) {
  const editButton = spec.editButton ?? '编辑';
  const name = (tag, n = '') => `${spec.key(tag)}${n}`;
  const create = async (d, tag, n = '') => {
    await d.toolbar(spec.createButton ?? '新增').click();
    await d.waitDialog();
    await d.fillForm(spec.create(name(tag, n), tag, n));
    await d.submit();
  };
  const actions = [
    ['新增', async (d, tag) => {
      await d.open(spec.path);
      await create(d, tag);
    }],
    ['搜索', async (d, tag) => {
      await d.search(spec.search(name(tag)));
      await d.row(name(tag)).waitFor({ state: 'visible', timeout: 5000 });
    }],
    [editButton, async (d, tag) => {
      await d.rowButton(name(tag), editButton).click();
      await d.waitDialog();
      await d.fillForm(spec.edit(name(tag), tag));
      await d.submit();
    }],
  ];
  if (spec.extra) actions.push(...spec.extra(name));
  if (spec.deleteOne !== false) {
    actions.push(['删除', async (d, tag) => {
      await d.resetSearch();
      await d.search(spec.search(name(tag)));
      if (spec.deleteIn) await (await d.rowMore(name(tag), '删除', spec.deleteIn)).click();
      else await d.rowButton(name(tag), '删除').click();
      await d.confirmBox();
    }]);
  }
  if (spec.batch !== false) {
    actions.push(['批量删除', async (d, tag) => {
      await create(d, tag, 'b1');
      await create(d, tag, 'b2');
      await d.search(spec.search(name(tag)));
      await d.check(name(tag, 'b1'));
      await d.check(name(tag, 'b2'));
      await d.toolbar('批量删除').click();
      await d.confirmBox();
    }]);
  }
  return actions;
}
