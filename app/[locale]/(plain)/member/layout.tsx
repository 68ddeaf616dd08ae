import { UserShell } from '@/components/shell/UserShell';

/** The user layout (commerce §2) for the root member routes: /member/reset-password. */
export default function UserLayout({ children }: { children: React.ReactNode }) {
  return <UserShell>{children}</UserShell>;
}
