import { Footer, MarketingHeader } from '@idl/design-system';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useSession } from '../../features/session/session';

const headerLinks = {
  home: paths.home,
  shop: paths.shop,
  patient: paths.patient,
  doctor: paths.doctor,
  aboutUs: paths.aboutUs,
  contactUs: paths.contactUs,
  logIn: paths.login,
  registerNow: paths.signup,
  cart: paths.cart,
  orders: paths.orders,
  wishlist: paths.wishlist,
  office: paths.office,
};

/**
 * The marketing pages' frame: the marketing header (with the account menu for someone signed in,
 * so they never look signed out), the page, the footer.
 */
export function MarketingLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  const navigate = useNavigate();
  return (
    <div>
      <MarketingHeader
        links={headerLinks}
        currentPath={pathname === paths.aboutUsAlias ? paths.aboutUs : pathname}
        account={session.status === 'authenticated' ? session.user : null}
        onSignOut={() => {
          session.signOut();
          void navigate(paths.home);
        }}
      />
      {/* At least a screen tall, so the footer starts below the fold instead of jumping down when the page arrives. */}
      <main style={{ minHeight: '100vh' }}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
