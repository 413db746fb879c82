// The route tree, kept apart from createBrowserRouter so tests can mount it in a memory router.
// Everything but the home and search pages is lazy, so it stays out of the first route's bundle
// (DESIGN.md budgets); guards are small and load with the shell.
import { Navigate, type RouteObject } from 'react-router-dom';
import { TEXT_ORDER_NOT_PAID_PATH } from '../../../shared/constants';
import { HomePage } from './home-page';
import { SearchPage } from '../features/search/search-page';
import { DashboardRedirect } from './dashboard-redirect';
import { RequireRole } from './require-role';
import { RootLayout, RootLayoutFallback } from './root-layout';

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <RootLayoutFallback />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'search', element: <SearchPage /> },
      {
        path: 'results',
        lazy: async () => ({ Component: (await import('../features/search/results-page')).ResultsPage }),
      },
      {
        path: 'dumpster/:id',
        lazy: async () => ({
          Component: (await import('../features/listings/listing-detail-page')).ListingDetailPage,
        }),
      },
      {
        path: 'dumpsters',
        lazy: async () => ({ Component: (await import('../features/dumpsters/dumpster-sizes-page')).DumpsterSizesPage }),
      },
      {
        path: 'about',
        lazy: async () => ({ Component: (await import('../features/pages/about-page')).AboutPage }),
      },
      {
        path: 'faq',
        lazy: async () => ({ Component: (await import('../features/pages/faq-page')).FaqPage }),
      },
      {
        path: 'privacy',
        lazy: async () => ({ Component: (await import('../features/pages/legal-page')).LegalPage }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await import('../features/pages/legal-page')).LegalPage }),
      },
      {
        path: 'support',
        lazy: async () => ({ Component: (await import('../features/support/support-page')).SupportPage }),
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../features/account/login-page')).LoginPage }),
      },
      {
        path: 'register/customer',
        lazy: async () => ({
          Component: (await import('../features/account/register-customer-page')).RegisterCustomerPage,
        }),
      },
      {
        path: 'register/provider',
        lazy: async () => ({
          Component: (await import('../features/onboarding/register-provider-page')).RegisterProviderPage,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../features/account/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'unauthorized',
        lazy: async () => ({ Component: (await import('../features/account/unauthorized-page')).UnauthorizedPage }),
      },
      {
        path: 'checkout/:providerId?',
        lazy: async () => ({ Component: (await import('../features/checkout/checkout-page')).CheckoutPage }),
      },
      {
        path: 'checkout-success',
        lazy: async () => ({
          Component: (await import('../features/checkout/checkout-success-page')).CheckoutSuccessPage,
        }),
      },
      {
        // A text-to-book payment not made: the payment page's way back for a texter.
        path: TEXT_ORDER_NOT_PAID_PATH.slice(1),
        lazy: async () => ({
          Component: (await import('../features/text-to-book/text-order-not-paid-page')).TextOrderNotPaidPage,
        }),
      },
      {
        // A provider's invoice by its pay link: no sign-in; the key decides.
        path: 'pay/invoice/:invoiceId/:key',
        lazy: async () => ({ Component: (await import('../features/invoice-payment/pay-invoice-page')).PayInvoicePage }),
      },
      {
        // An order by its manage link: no sign-in (guests and texters have none); the key decides.
        path: 'order/:rentalId/:key',
        lazy: async () => ({ Component: (await import('../features/rentals/manage-order-page')).ManageOrderPage }),
      },
      {
        // Customer-only pages outside /customer: the guard sends visitors to /login and back.
        element: <RequireRole roles={['customer']} />,
        children: [
          {
            path: 'rental/:id',
            lazy: async () => ({ Component: (await import('../features/rentals/rental-page')).RentalPage }),
          },
          {
            path: 'rent/:id',
            lazy: async () => ({ Component: (await import('../features/rentals/rent-page')).RentPage }),
          },
          {
            path: 'confirmation/:id',
            lazy: async () => ({
              Component: (await import('../features/rentals/confirmation-page')).ConfirmationPage,
            }),
          },
        ],
      },
      { path: 'dashboard', element: <DashboardRedirect /> },
      {
        path: 'customer',
        element: <RequireRole roles={['customer']} />,
        children: [
          { index: true, element: <Navigate to="/customer/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/account/customer-dashboard-page')).CustomerDashboardPage,
            }),
          },
          {
            path: 'history',
            lazy: async () => ({
              Component: (await import('../features/account/customer-history-page')).CustomerHistoryPage,
            }),
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/account/customer-profile-page')).CustomerProfilePage,
            }),
          },
        ],
      },
      {
        path: 'provider',
        element: <RequireRole roles={['provider']} />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../features/provider/portal-layout')).PortalLayout }),
            children: [
              { index: true, element: <Navigate to="/provider/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../features/provider/provider-dashboard-page')).ProviderDashboardPage,
                }),
              },
              {
                path: 'listings',
                lazy: async () => ({
                  Component: (await import('../features/provider/listings/provider-listings-page')).ProviderListingsPage,
                }),
              },
              {
                path: 'listings/new',
                lazy: async () => ({
                  Component: (await import('../features/provider/listings/listing-editor-page')).CreateListingPage,
                }),
              },
              {
                path: 'listings/edit/:id',
                lazy: async () => ({
                  Component: (await import('../features/provider/listings/listing-editor-page')).EditListingPage,
                }),
              },
              {
                path: 'rentals',
                lazy: async () => ({
                  Component: (await import('../features/provider/rentals/rental-requests-page')).RentalRequestsPage,
                }),
              },
              {
                path: 'inventory',
                lazy: async () => ({
                  Component: (await import('../features/provider/inventory/inventory-page')).InventoryPage,
                }),
              },
              {
                path: 'reviews',
                lazy: async () => ({ Component: (await import('../features/provider/reviews/reviews-page')).ReviewsPage }),
              },
              {
                path: 'availability',
                lazy: async () => ({ Component: (await import('../features/provider/availability/availability-page')).AvailabilityPage }),
              },
              {
                path: 'pricing',
                lazy: async () => ({ Component: (await import('../features/provider/pricing/pricing-page')).PricingPage }),
              },
              {
                path: 'service-areas',
                lazy: async () => ({
                  Component: (await import('../features/provider/service-areas/service-areas-page')).ServiceAreasPage,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await import('../features/provider/profile/provider-profile-page')).ProviderProfilePage,
                }),
              },
              {
                path: 'financials',
                lazy: async () => ({ Component: (await import('../features/provider/financials/financials-page')).FinancialsPage }),
              },
              {
                path: 'financials/new-invoice',
                lazy: async () => ({ Component: (await import('../features/provider/financials/invoices/invoice-editor-page')).CreateInvoicePage }),
              },
              {
                path: 'financials/edit-invoice/:id',
                lazy: async () => ({ Component: (await import('../features/provider/financials/invoices/invoice-editor-page')).EditInvoicePage }),
              },
              {
                path: 'financials/invoice/:id',
                lazy: async () => ({ Component: (await import('../features/provider/financials/invoices/invoice-detail-page')).InvoiceDetailPage }),
              },
              {
                path: 'financials/new-expense',
                lazy: async () => ({ Component: (await import('../features/provider/financials/expenses/expense-editor-page')).CreateExpensePage }),
              },
              {
                path: 'financials/edit-expense/:id',
                lazy: async () => ({ Component: (await import('../features/provider/financials/expenses/expense-editor-page')).EditExpensePage }),
              },
              {
                path: 'financials/expense/:id',
                lazy: async () => ({ Component: (await import('../features/provider/financials/expenses/expense-detail-page')).ExpenseDetailPage }),
              },
              {
                path: 'financials/reports',
                lazy: async () => ({ Component: (await import('../features/provider/financials/reports/reports-page')).ReportsPage }),
              },
              {
                path: 'financials/reports/:type',
                lazy: async () => ({ Component: (await import('../features/provider/financials/reports/report-page')).ReportPage }),
              },
              {
                path: 'dispatch',
                lazy: async () => ({ Component: (await import('../features/provider/dispatch/dispatch-page')).DispatchPage }),
              },
              {
                path: 'drivers',
                lazy: async () => ({ Component: (await import('../features/provider/drivers/drivers-page')).DriversPage }),
              },
            ],
          },
        ],
      },
      {
        path: 'operator',
        element: <RequireRole roles={['operator']} />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/operator/operator-console-page')).OperatorConsolePage,
            }),
          },
        ],
      },
      // The driver's join link is public (the token is the credential); their day needs the driver role.
      {
        path: 'driver/join',
        lazy: async () => ({ Component: (await import('../features/driver/join-page')).JoinPage }),
      },
      {
        path: 'driver',
        element: <RequireRole roles={['driver']} />,
        children: [{ index: true, lazy: async () => ({ Component: (await import('../features/driver/driver-page')).DriverPage }) }],
      },
      // The spec sends any other path home; pages not built yet land there too.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
