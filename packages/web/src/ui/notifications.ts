import { randomId } from '@mantine/hooks';
import type { NotificationData, notifications as mantineNotifications } from '@mantine/notifications';

type MantineNotifications = typeof mantineNotifications;

let loading: Promise<MantineNotifications> | null = null;
const load = (): Promise<MantineNotifications> => {
  loading ??= import('@mantine/notifications').then(
    (module) => module.notifications,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/**
 * Mantine's `notifications` (show, update, hide) for the modules of a page's first screen: the
 * toast library loads with the first toast, not with the page. Calls keep their order, and
 * `show` answers the toast's id at once, so a progress toast can be updated or hidden later.
 */
export const notifications = {
  show: (data: NotificationData): string => {
    const id = data.id ?? randomId();
    void load().then((n) => n.show({ ...data, id }));
    return id;
  },
  update: (data: NotificationData & { id: string }): void => void load().then((n) => n.update(data)),
  hide: (id: string): void => void load().then((n) => n.hide(id)),
};
