import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amt } from '../format.js';

export const vip: PageTranslation = {
  title: 'Programa VIP',
  description:
    'Quatro níveis VIP — Bronze, Prata, Ouro e Platina — com bônus de recarga, saques prioritários, cashback VIP e um gerente de conta exclusivo.',
  body: `# Programa VIP

Todo jogador da Satsino faz parte do programa VIP desde o primeiro depósito. Quanto mais você joga, mais alto o seu nível — e cada nível mantém os benefícios dos anteriores.

## Os níveis

| Nível | Alcançado com (total apostado) | Benefícios |
|---|---|---|
| **Bronze** | seu primeiro depósito | Bônus de recarga de ${f.vipReload}% em todos os depósitos a partir do quinto |
| **Prata** | ${amt(f.silverWagered)} | Saques prioritários e fila de atendimento exclusiva |
| **Ouro** | ${amt(f.goldWagered)} | ${f.goldCashback}% de cashback VIP toda semana |
| **Platina** | ${amt(f.platinumWagered)} | ${f.platinumCashback}% de cashback VIP e um gerente de conta VIP exclusivo |

Os valores estão na moeda da sua conta (USD ou EUR).

## Como seu nível é calculado

Seu nível acompanha o valor total que você apostou com dinheiro real desde o cadastro: cada aposta liquidada conta pelo valor integral, seja qual for o jogo. Apostas feitas com saldo de bônus, e apostas canceladas ou reembolsadas, não contam. Seu progresso aparece na sua conta, em **VIP**, e você sobe de nível assim que atinge um patamar. Os níveis nunca são retirados.

## Os benefícios em detalhe

**Bônus de recarga (Bronze e acima).** Seus quatro primeiros depósitos vêm com os bônus de depósito do nosso pacote de boas-vindas. A partir do quinto depósito, todo depósito de pelo menos ${amt(f.minDeposit)} pode receber um bônus de recarga de ${f.vipReload}%, de até ${amt(f.bonusMax)}, com o requisito de apostas habitual de ${f.wagering}×. Como sempre, você pode optar por não receber bônus.

**Saques prioritários (Prata e acima).** Seus saques vão para o início da fila de análise, e suas mensagens, para uma equipe exclusiva.

**Cashback VIP (Ouro e Platina).** Toda segunda-feira, pagamos ${f.goldCashback}% (Ouro) ou ${f.platinumCashback}% (Platina) das suas perdas líquidas da semana anterior, em dinheiro real e sem requisito de apostas. Esse valor é somado às nossas promoções de cashback diário e semanal.

**Gerente de conta VIP (Platina).** Uma pessoa que conhece a sua conta, disponível pelo canal de sua preferência, que pode providenciar limites sob medida, verificação mais rápida e convites para eventos especiais.

## Jogo limpo

Os benefícios VIP se destinam a jogadores recreativos. Apostas geradas por abuso de bônus, conluio ou jogo automatizado não contam e podem nos levar a zerar o seu progresso. Se você definiu limites de depósito ou se autoexcluiu, nunca entraremos em contato com ofertas VIP.
`,
};
