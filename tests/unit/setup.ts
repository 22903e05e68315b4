// Browser-like environment for unit tests of flows and screens.
