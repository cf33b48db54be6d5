import { describe, expect, it } from 'vitest';
import { sitePaths } from './site-paths';
import { matchSiteRoute } from './site-routes';

describe('matching an address to a route of the web app', () => {
  it('finds the page of each address the shop builds', () => {
    expect(matchSiteRoute('/')?.name).toBe('home');
    expect(matchSiteRoute(sitePaths.shop)?.name).toBe('shop');
    expect(matchSiteRoute(sitePaths.aboutUsAlias)?.name).toBe('aboutUsAlias');
    expect(matchSiteRoute(sitePaths.orderInfo())?.name).toBe('orderInfo');
    expect(matchSiteRoute(sitePaths.admin.order(7))?.name).toBe('admin');
    expect(matchSiteRoute(sitePaths.admin.root)?.name).toBe('admin');
  });

  it('reads the parameters of a pattern, decoded', () => {
    expect(matchSiteRoute('/product/42')).toMatchObject({ name: 'product', params: { productId: '42' } });
    expect(matchSiteRoute('/orders/7')).toMatchObject({ name: 'orderAlias', params: { orderId: '7' } });
    expect(matchSiteRoute('/product/a%20b')?.params).toEqual({ productId: 'a b' });
  });

  it('matches as the web router does: any letter case, trailing slashes', () => {
    expect(matchSiteRoute('/SHOP')?.name).toBe('shop');
    expect(matchSiteRoute('/shop/')?.name).toBe('shop');
    expect(matchSiteRoute('/product/42/')?.name).toBe('product');
  });

  it('finds nothing for an address no page has', () => {
    for (const address of [
      '/nope',
      '/shopping',
      '/product',
      '/product/',
      '/product/1/2',
      '/administrator',
      '/orders/7/x',
    ])
      expect(matchSiteRoute(address), address).toBeUndefined();
  });
});
