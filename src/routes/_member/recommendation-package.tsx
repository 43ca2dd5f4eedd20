/**
 * /recommendation-package (spec part 1 section 2): staff only; anyone else sees the spec's
 * refusal on the page itself, which the screen decides from the stored identity.
 */
import { createFileRoute } from '@tanstack/react-router';
import { PackageScreen } from '../../features/recommendation-package/package-screen';

export const Route = createFileRoute('/_member/recommendation-package')({ component: PackageScreen });
