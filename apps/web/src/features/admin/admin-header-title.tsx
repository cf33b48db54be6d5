import { createContext, useContext, useEffect } from 'react';

export interface AdminHeaderTitle {
  title?: string;
  subTitle?: string;
}

/** Lets the screen inside the admin frame name itself in the frame's header. */
export const AdminHeaderTitleContext = createContext<(title: AdminHeaderTitle | null) => void>(() => {});

/**
 * Sets the admin header's title (and '#subTitle') while the calling screen is shown; without it
 * the header shows the menu section's name (or the welcome line on the dashboard).
 */
export function useAdminHeaderTitle(title: string | undefined, subTitle?: string) {
  const setTitle = useContext(AdminHeaderTitleContext);
  useEffect(() => {
    setTitle({ title, subTitle });
    return () => setTitle(null);
  }, [setTitle, title, subTitle]);
}
