import { Footer, MarketingHeader } from '@idl/design-system';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useInAppLinks } from '../../features/navigation/use-in-app-links';

const headerLinks = {
  home: paths.home,
  shop: paths.shop,
  patient: paths.patient,
  doctor: paths.doctor,
  aboutUs: paths.aboutUs,
  contactUs: paths.contactUs,
  logIn: paths.login,
  registerNow: paths.signup,
};

/** The marketing pages' frame: the marketing header, the page, the footer. */
export function MarketingLayout() {
  const { pathname } = useLocation();
  const linksRef = useInAppLinks<HTMLDivElement>();
  return (
    <div ref={linksRef}>
      <MarketingHeader
        links={headerLinks}
        currentPath={pathname === paths.aboutUsAlias ? paths.aboutUs : pathname}
      />
      {/* At least a screen tall, so the footer starts below the fold instead of jumping down when the page arrives. */}
      <main style={{ minHeight: '100vh' }}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
