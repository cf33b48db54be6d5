import {
  AboutIntro,
  FeaturedProducts,
  formatDollars,
  LandingHero,
  LandingPromo,
  LoadError,
  Skeleton,
  sprinkles,
} from '@idl/design-system';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { catalogEndpoints } from '@idl/api-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { catalogKeys } from '../../features/catalog/use-catalog';
import { ContactSectionContainer } from '../../features/contact/contact-section-container';

/** The landing page: hero, about, featured products from the catalogue, patients, doctors, warranty, contact. */
export function HomeRoute() {
  return (
    <>
      <LandingHero
        primaryLink={{ label: 'Shop Now', href: paths.shop }}
        secondaryLink={{ label: 'Extended Warranty', href: paths.patient }}
      />
      <AboutIntro />
      <FeaturedProductsContainer />
      <LandingPromo
        title="For patients"
        text="Protect your crowns, bridges and veneers with an extended warranty paid monthly."
        points={['3, 6 or 9 year plans', 'Free remake or replacement for chipped and loose crowns']}
        link={{ label: 'See Patient Plans', href: paths.patient }}
      />
      <LandingPromo
        tone="muted"
        title="For doctors"
        text="Enrol your office: 50-70% discount on lab fees with the standard plan, from a free 3 month trial."
        link={{ label: 'See Doctor Plans', href: paths.doctor }}
      />
      <LandingPromo
        tone="brand"
        title="Extended warranty"
        text="Chipped, loose or displaced crown? Look up your warranty, check your dues and file a claim with your dentist."
        link={{ label: 'Check My Warranty', href: paths.warranty }}
      />
      <ContactSectionContainer />
    </>
  );
}

const band = sprinkles({ paddingX: 'lg', paddingY: 'xxl' });

/** The four newest products of the shop; 'View All' opens the shop. */
function FeaturedProductsContainer() {
  const navigate = useNavigate();
  const products = useFeaturedProducts();
  if (!products.isSuccess) {
    return (
      <section aria-label="Featured products" aria-busy={products.isPending || undefined} className={band}>
        {products.isError ? (
          <LoadError
            message="We could not load the featured products."
            onRetry={() => void products.refetch()}
            retryLabel="Try Again"
          />
        ) : (
          <>
            <p className={sprinkles({ fontSize: 'lg' })}>Loading featured products...</p>
            <Skeleton lines={3} />
          </>
        )}
      </section>
    );
  }
  return (
    <FeaturedProducts
      onViewAll={() => void navigate(paths.shop)}
      products={products.data.content.map((product) => ({
        id: String(product.id),
        name: product.name,
        href: paths.product(product.id),
        priceText: formatDollars(product.price),
        imageUrl: product.img ?? product.imageUrls[0]?.thumbnailUrl ?? '/favicon.svg',
        ...(product.imageUrls[0]?.imageUrl === product.img
          ? { thumbnailUrl: product.imageUrls[0]?.thumbnailUrl, mediumUrl: product.imageUrls[0]?.mediumUrl }
          : {}),
      }))}
    />
  );
}

const featuredQuery = { page: 0, size: 4 };

/** The shop's first page of products (newest first), four of them. */
function useFeaturedProducts() {
  return useQuery({
    queryKey: catalogKeys.products(featuredQuery),
    queryFn: ({ signal }) =>
      api.call(catalogEndpoints.shopProducts, { query: featuredQuery, signal }).then((answer) => answer.data),
  });
}
