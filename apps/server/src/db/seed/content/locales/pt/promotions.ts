import type { PostTranslation } from '@satsino/contract/content';
import { figures as f } from '../../figures.js';
import type { PromotionSlug } from '../../structure.js';
import { amt, spinValue } from './format.js';

const [first, second, third, fourth] = f.depositPercents;
const [tierLow, tierMid, tierHigh] = f.weeklyTiers;

/** The terms every deposit bonus shares, stated once and repeated where each offer needs them. */
const bonusTerms = `- Depósito mínimo de ${amt(f.minDeposit)}; bônus de até ${amt(f.bonusMax)} por depósito.
- Aposte o valor do bônus ${f.wagering} vezes (${f.wagering}×) em até ${f.bonusDays} dias; até lá, o saldo de bônus e os ganhos obtidos com ele não podem ser sacados.
- Aposta máxima de ${amt(f.maxBet)} enquanto o requisito de apostas estiver em andamento. O dinheiro real é sempre usado antes do saldo de bônus.
- Apenas um bônus ativo por vez. Os bônus são opcionais: você sempre pode escolher “Sem bônus”.
- Os valores estão na moeda da sua conta (USD ou EUR). Valem os nossos [Termos e condições](/policies/terms-and-conditions).`;

export const promotions: Record<PromotionSlug, PostTranslation> = {
  'welcome-bonus': {
    title: `Bônus de boas-vindas: ${f.welcomePercent}% até ${amt(f.welcomeMax)} + ${f.freeSpins} rodadas grátis`,
    summary: `Seu primeiro depósito ganha ${f.welcomePercent}% de bônus, até ${amt(f.welcomeMax)}, e ainda ${f.freeSpins} rodadas grátis.`,
    meta_description: `Bônus de boas-vindas Satsino: ${f.welcomePercent}% do seu primeiro depósito em cripto, até ${amt(f.welcomeMax)}, mais ${f.freeSpins} rodadas grátis.`,
    body: `Boas-vindas à Satsino! Faça seu primeiro depósito e nós acrescentamos **${f.welcomePercent}%** do valor como bônus — até **${amt(f.welcomeMax)}** — e mais **${f.freeSpins} rodadas grátis**.

## Como funciona

1. Cadastre-se e verifique seu endereço de e-mail.
2. Abra a Carteira, escolha uma moeda e selecione **Bônus de boas-vindas** como seu bônus.
3. Deposite pelo menos ${amt(f.minDeposit)}. Com um depósito de ${amt(f.minDeposit)}, você recebe ${amt((f.minDeposit * f.welcomePercent) / 100)} em saldo de bônus; com ${amt((f.welcomeMax * 100) / f.welcomePercent)} ou mais, você recebe o valor máximo de ${amt(f.welcomeMax)}.
4. O bônus e as rodadas grátis são creditados assim que o depósito é confirmado.

## Rodadas grátis

As ${f.freeSpins} rodadas grátis valem no nosso caça-níquel próprio em destaque, exibido junto com o bônus, a ${spinValue} por rodada. Elas são válidas por ${f.spinDays} dias, e os ganhos são creditados como saldo de bônus, com requisito de apostas de ${f.spinWagering}×.

## Termos

${bonusTerms}
- O bônus de boas-vindas vale apenas para o primeiro depósito, uma vez por jogador, residência e carteira.

O bônus de boas-vindas é a primeira etapa dos nossos [bônus de depósito](/promotions/deposit-bonus): o segundo, o terceiro e o quarto depósitos também vêm com bônus.`,
  },

  'deposit-bonus': {
    title: `Bônus nos seus quatro primeiros depósitos: ${first}%, ${second}%, ${third}% e ${fourth}%`,
    summary: `Quatro depósitos, quatro bônus: ${first}% (com ${f.freeSpins} rodadas grátis), depois ${second}%, ${third}% e ${fourth}%, cada um de até ${amt(f.bonusMax)}.`,
    meta_description: `Bônus de depósito Satsino: ${first}%, ${second}%, ${third}% e ${fourth}% nos seus quatro primeiros depósitos em cripto, cada um de até ${amt(f.bonusMax)}.`,
    body: `Nosso pacote de boas-vindas cobre seus quatro primeiros depósitos. Cada um vem com seu próprio bônus, e você decide a cada vez se quer aproveitá-lo.

| Depósito | Bônus | Até |
|---|---|---|
| 1º | **${first}%** + ${f.freeSpins} rodadas grátis | ${amt(f.bonusMax)} |
| 2º | **${second}%** | ${amt(f.bonusMax)} |
| 3º | **${third}%** | ${amt(f.bonusMax)} |
| 4º | **${fourth}%** | ${amt(f.bonusMax)} |

## Como escolher seu bônus

Na hora do depósito, o caixa mostra o bônus a que seu depósito dá direito e uma calculadora com o valor que você vai receber. Selecione-o ou escolha **Sem bônus** se preferir jogar sem requisito de apostas — por exemplo, quando pretende sacar em breve. Um depósito feito sem o bônus correspondente conta mesmo assim como um dos quatro.

## Depois do quarto depósito

A partir do quinto depósito, quem assume é o programa VIP: todo depósito pode receber um **bônus de recarga de ${f.vipReload}%**, de até ${amt(f.bonusMax)}. Veja o [Programa VIP](/policies/vip).

## Termos

${bonusTerms}
- Cada bônus de depósito deve ser escolhido no momento do depósito; não é possível adicioná-lo depois.`,
  },

  'weekly-cashback': {
    title: `Cashback semanal: de ${f.weeklyMin}% a ${f.weeklyMax}% das suas perdas líquidas`,
    summary: `Toda segunda-feira, receba de volta de ${f.weeklyMin}% a ${f.weeklyMax}% das perdas líquidas da semana anterior — quanto mais você jogou, maior o percentual.`,
    meta_description: `Cashback semanal Satsino: de ${f.weeklyMin}% a ${f.weeklyMax}% das suas perdas líquidas da semana, creditado toda segunda com requisito de apostas de ${f.weeklyWagering}×.`,
    body: `Uma semana de perdas faz parte do jogo. Com o cashback semanal, ela pesa menos: toda segunda-feira devolvemos uma parte das suas perdas líquidas da semana anterior, de segunda a domingo (UTC).

## Seu percentual

| Perdas líquidas na semana | Cashback |
|---|---|
| a partir de ${amt(tierLow.minNetLoss)} | **${tierLow.percent}%** |
| a partir de ${amt(tierMid.minNetLoss)} | **${tierMid.percent}%** |
| a partir de ${amt(tierHigh.minNetLoss)} | **${tierHigh.percent}%** |

As perdas líquidas são o total das suas apostas com dinheiro real menos os seus ganhos com dinheiro real na semana; apostas feitas com saldo de bônus não contam.

## Funciona junto com o cashback diário

Você já recebe nosso [cashback diário](/promotions/daily-cashback) todos os dias. O cashback semanal complementa esse valor: calculamos seu percentual semanal sobre as perdas líquidas da semana inteira e descontamos o cashback diário que você já recebeu nesses dias, para que a mesma perda nunca seja reembolsada duas vezes.

## Exemplo

Você perde ${amt(1_200)} líquidos ao longo da semana, o que corresponde à faixa de ${tierMid.percent}%: ${amt((1_200 * tierMid.percent) / 100)}. Se você já recebeu ${amt(60)} em cashback diário durante a semana, seu cashback semanal será de ${amt((1_200 * tierMid.percent) / 100 - 60)}.

## Termos

- Creditado automaticamente toda segunda-feira como saldo de bônus, com requisito de apostas de ${f.weeklyWagering}× e validade de 7 dias.
- Perda líquida mínima de ${amt(tierLow.minNetLoss)} na semana.
- Membros VIP Ouro e Platina também recebem, além deste, o cashback VIP em dinheiro real.
- Os valores estão na moeda da sua conta. Valem os nossos [Termos e condições](/policies/terms-and-conditions).`,
  },

  'daily-cashback': {
    title: `Cashback diário: ${f.daily}% de volta, todos os dias`,
    summary: `Teve um dia ruim? Receba de volta ${f.daily}% das suas perdas líquidas no dia seguinte, com requisito de apostas de apenas ${f.dailyWagering}×.`,
    meta_description: `Cashback diário Satsino: ${f.daily}% das suas perdas líquidas do dia, creditado todos os dias com requisito de apostas de ${f.dailyWagering}×.`,
    body: `Todos os dias analisamos o seu jogo do dia anterior (das 00:00 às 24:00 UTC) e, se você terminou o dia com perda líquida, devolvemos **${f.daily}%** dela como cashback.

## Como funciona

- Sua perda líquida é o total das suas apostas com dinheiro real menos os seus ganhos com dinheiro real no dia.
- Se ela for de ${amt(f.dailyMinLoss)} ou mais, ${f.daily}% do valor é creditado no seu saldo de bônus na manhã seguinte.
- Aposte o valor apenas uma vez (${f.dailyWagering}×) e ele vira dinheiro real, disponível para saque.

## Exemplo

Você joga na terça-feira e termina o dia com ${amt(250)} de prejuízo. Na quarta de manhã, recebe ${amt((250 * f.daily) / 100)} de cashback. Aposte esse valor uma vez e ele é seu para continuar jogando ou sacar.

## Termos

- Não é preciso ativar: todo jogador verificado com perda líquida recebe automaticamente.
- O cashback é válido por 7 dias após ser creditado.
- Apostas feitas com saldo de bônus não contam para as perdas líquidas.
- O [cashback semanal](/promotions/weekly-cashback) desconta o cashback diário que você já recebeu, para que nenhuma perda seja reembolsada duas vezes.
- Os valores estão na moeda da sua conta. Valem os nossos [Termos e condições](/policies/terms-and-conditions).`,
  },

  'vip-club': {
    title: 'Clube VIP: Bronze, Prata, Ouro e Platina',
    summary: `Quatro níveis com recompensas reais: bônus de recarga de ${f.vipReload}%, saques prioritários, até ${f.platinumCashback}% de cashback VIP e um gerente de conta VIP exclusivo.`,
    meta_description: `Clube VIP Satsino: bônus de recarga de ${f.vipReload}%, saques prioritários, de ${f.goldCashback}% a ${f.platinumCashback}% de cashback VIP e um gerente de conta exclusivo.`,
    body: `Cada depósito que você faz e cada aposta que você coloca fazem você subir no nosso Clube VIP. Você entra no nível Bronze com o primeiro depósito, e cada nível soma novos benefícios aos anteriores.

| Nível | Total apostado | O que você ganha |
|---|---|---|
| **Bronze** | primeiro depósito | Bônus de recarga de ${f.vipReload}% em todos os depósitos a partir do quinto |
| **Prata** | ${amt(f.silverWagered)} | + saques prioritários e fila de atendimento exclusiva |
| **Ouro** | ${amt(f.goldWagered)} | + ${f.goldCashback}% de cashback VIP toda semana |
| **Platina** | ${amt(f.platinumWagered)} | + ${f.platinumCashback}% de cashback VIP e um gerente de conta VIP exclusivo |

## Cashback VIP

Membros Ouro e Platina recebem toda segunda-feira ${f.goldCashback}% ou ${f.platinumCashback}% das perdas líquidas da semana anterior — pagos em **dinheiro real, sem requisito de apostas**, e somados às nossas promoções de cashback diário e semanal.

## Termos

- O nível acompanha o total que você apostou com dinheiro real desde o cadastro, na moeda da sua conta; ele nunca é rebaixado.
- O bônus de recarga segue os nossos termos de bônus habituais: depósito mínimo de ${amt(f.minDeposit)}, até ${amt(f.bonusMax)}, requisito de apostas de ${f.wagering}× em até ${f.bonusDays} dias.
- Apostas geradas por abuso de bônus não contam.

Confira as regras completas na página do [Programa VIP](/policies/vip).`,
  },
};
