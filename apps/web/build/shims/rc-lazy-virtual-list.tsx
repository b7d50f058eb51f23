// Stands in for the virtual list @rc-component/select's option list renders its options in (see ../antd-slim.ts):
// fetched when a select first opens, not with every select on a search form. The option list itself stays, so
// keys typed before the options show (Enter choosing the first match) are handled as ever; a scroll it asks for in
// the meantime (to the chosen option) is made once the list is there.
import { lazy, Suspense, useImperativeHandle, useRef, type Ref } from 'react';
import type { ListProps, ListRef } from '@rc-component/virtual-list';

const List = lazy(() => import('@rc-component/virtual-list'));

type ScrollArgument = Parameters<ListRef['scrollTo']>[0];

export default function LazyVirtualList<Item>({ ref, ...props }: ListProps<Item> & { ref?: Ref<ListRef> }) {
  const list = useRef<ListRef | null>(null);
  const pendingScroll = useRef<{ to: ScrollArgument } | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      get nativeElement() {
        return list.current?.nativeElement as HTMLDivElement;
      },
      scrollTo: (to) => {
        if (list.current) list.current.scrollTo(to);
        else pendingScroll.current = { to };
      },
      getScrollInfo: () => list.current?.getScrollInfo() ?? { x: 0, y: 0 },
    }),
    [],
  );
  const attach = (instance: ListRef | null) => {
    list.current = instance;
    if (instance && pendingScroll.current) {
      instance.scrollTo(pendingScroll.current.to);
      pendingScroll.current = null;
    }
  };
  return (
    <Suspense fallback={null}>
      <List {...(props as ListProps<unknown>)} ref={attach} />
    </Suspense>
  );
}
