/** A menu item as the sign-on server's `queryCurrentUserMenu` returns it (product.md section 3; server and shell). */
export interface MenuItem {
  name: string;
  code: string;
  url: string;
  icon: string;
  children: MenuItem[];
  hideMenu: boolean;
  isIframe: boolean;
  isLink: boolean;
}
