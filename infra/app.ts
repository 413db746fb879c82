// CDK entry: `cdk synth|deploy -c stage=<name>` (default dev) builds the stack `Marketplace-<stage>`,
// checked by cdk-nag's AwsSolutions pack at synth.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildMarketplace } from './build-marketplace';

const app = new App();
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
buildMarketplace(app);
app.synth();
